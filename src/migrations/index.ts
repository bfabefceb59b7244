import * as migration_20261121_193919_initial from './20261121_193919_initial';
import * as migration_20261121_202003_schedule_home_page from './20261121_202003_schedule_home_page';
import * as migration_20261121_202055_volunteers_contact_rate_limits from './20261121_202055_volunteers_contact_rate_limits';
import * as migration_20261121_203340_donations from './20261121_203340_donations';
import * as migration_20261121_204807_newsletter_bylaws from './20261121_204807_newsletter_bylaws';
import * as migration_20261121_210453_case_requests from './20261121_210453_case_requests';
import * as migration_20261121_210947_votes from './20261121_210947_votes';
import * as migration_20261123_143000_votes_one_current from './20261123_143000_votes_one_current';
import * as migration_20261123_143551_meetings_invitations_audit from './20261123_143551_meetings_invitations_audit';
import * as migration_20261123_143644_users_no_account_lock from './20261123_143644_users_no_account_lock';
import * as migration_20261123_143913_outbox_queue from './20261123_143913_outbox_queue';
import * as migration_20261123_174610_s3_upload_object_keys from './20261123_174610_s3_upload_object_keys';
import * as migration_20261123_174710_cases_references_retention from './20261123_174710_cases_references_retention';
import * as migration_20261123_175550_donor_portal from './20261123_175550_donor_portal';
import * as migration_20261123_175709_stripe_events_and_refunds from './20261123_175709_stripe_events_and_refunds';
import * as migration_20261123_211224_ar2_mail_language from './20261123_211224_ar2_mail_language';
import * as migration_20261123_211809_l10n_content from './20261123_211809_l10n_content';
import * as migration_20261127_035403_donor_card_changes from './20261127_035403_donor_card_changes';
import * as migration_20261128_182902_meeting_audit_reopened from './20261128_182902_meeting_audit_reopened';
import * as migration_20261128_214500_money_minor_units from './20261128_214500_money_minor_units';
import * as migration_20261128_215039_contact_replies from './20261128_215039_contact_replies';
import * as migration_20261129_005424_legal_entities_currencies from './20261129_005424_legal_entities_currencies';
import * as migration_20261129_010142_drop_receipt_settings from './20261129_010142_drop_receipt_settings';
import * as migration_20261129_010251_paymob_payments from './20261129_010251_paymob_payments';
import * as migration_20261129_035054_pledges_and_card_tokens from './20261129_035054_pledges_and_card_tokens';
import * as migration_20261129_035740_entity_signatures from './20261129_035740_entity_signatures';
import * as migration_20261207_211018_receipt_owed_and_entity_sender from './20261207_211018_receipt_owed_and_entity_sender';
import * as migration_20261207_211113_optional_postal_code_and_coordinates from './20261207_211113_optional_postal_code_and_coordinates';
import * as migration_20261207_222132_chain_after_merge from './20261207_222132_chain_after_merge';

export const migrations = [
  {
    up: migration_20261121_193919_initial.up,
    down: migration_20261121_193919_initial.down,
    name: '20261121_193919_initial',
  },
  {
    up: migration_20261121_202003_schedule_home_page.up,
    down: migration_20261121_202003_schedule_home_page.down,
    name: '20261121_202003_schedule_home_page',
  },
  {
    up: migration_20261121_202055_volunteers_contact_rate_limits.up,
    down: migration_20261121_202055_volunteers_contact_rate_limits.down,
    name: '20261121_202055_volunteers_contact_rate_limits',
  },
  {
    up: migration_20261121_203340_donations.up,
    down: migration_20261121_203340_donations.down,
    name: '20261121_203340_donations',
  },
  {
    up: migration_20261121_204807_newsletter_bylaws.up,
    down: migration_20261121_204807_newsletter_bylaws.down,
    name: '20261121_204807_newsletter_bylaws',
  },
  {
    up: migration_20261121_210453_case_requests.up,
    down: migration_20261121_210453_case_requests.down,
    name: '20261121_210453_case_requests',
  },
  {
    up: migration_20261121_210947_votes.up,
    down: migration_20261121_210947_votes.down,
    name: '20261121_210947_votes',
  },
  {
    up: migration_20261123_143000_votes_one_current.up,
    down: migration_20261123_143000_votes_one_current.down,
    name: '20261123_143000_votes_one_current',
  },
  {
    up: migration_20261123_143551_meetings_invitations_audit.up,
    down: migration_20261123_143551_meetings_invitations_audit.down,
    name: '20261123_143551_meetings_invitations_audit',
  },
  {
    up: migration_20261123_143644_users_no_account_lock.up,
    down: migration_20261123_143644_users_no_account_lock.down,
    name: '20261123_143644_users_no_account_lock',
  },
  {
    up: migration_20261123_143913_outbox_queue.up,
    down: migration_20261123_143913_outbox_queue.down,
    name: '20261123_143913_outbox_queue',
  },
  {
    up: migration_20261123_174610_s3_upload_object_keys.up,
    down: migration_20261123_174610_s3_upload_object_keys.down,
    name: '20261123_174610_s3_upload_object_keys',
  },
  {
    up: migration_20261123_174710_cases_references_retention.up,
    down: migration_20261123_174710_cases_references_retention.down,
    name: '20261123_174710_cases_references_retention',
  },
  {
    up: migration_20261123_175550_donor_portal.up,
    down: migration_20261123_175550_donor_portal.down,
    name: '20261123_175550_donor_portal',
  },
  {
    up: migration_20261123_175709_stripe_events_and_refunds.up,
    down: migration_20261123_175709_stripe_events_and_refunds.down,
    name: '20261123_175709_stripe_events_and_refunds',
  },
  {
    up: migration_20261123_211224_ar2_mail_language.up,
    down: migration_20261123_211224_ar2_mail_language.down,
    name: '20261123_211224_ar2_mail_language',
  },
  {
    up: migration_20261123_211809_l10n_content.up,
    down: migration_20261123_211809_l10n_content.down,
    name: '20261123_211809_l10n_content',
  },
  {
    up: migration_20261127_035403_donor_card_changes.up,
    down: migration_20261127_035403_donor_card_changes.down,
    name: '20261127_035403_donor_card_changes',
  },
  {
    up: migration_20261128_182902_meeting_audit_reopened.up,
    down: migration_20261128_182902_meeting_audit_reopened.down,
    name: '20261128_182902_meeting_audit_reopened',
  },
  {
    up: migration_20261128_214500_money_minor_units.up,
    down: migration_20261128_214500_money_minor_units.down,
    name: '20261128_214500_money_minor_units',
  },
  {
    up: migration_20261128_215039_contact_replies.up,
    down: migration_20261128_215039_contact_replies.down,
    name: '20261128_215039_contact_replies',
  },
  {
    up: migration_20261129_005424_legal_entities_currencies.up,
    down: migration_20261129_005424_legal_entities_currencies.down,
    name: '20261129_005424_legal_entities_currencies',
  },
  {
    up: migration_20261129_010142_drop_receipt_settings.up,
    down: migration_20261129_010142_drop_receipt_settings.down,
    name: '20261129_010142_drop_receipt_settings',
  },
  {
    up: migration_20261129_010251_paymob_payments.up,
    down: migration_20261129_010251_paymob_payments.down,
    name: '20261129_010251_paymob_payments',
  },
  {
    up: migration_20261129_035054_pledges_and_card_tokens.up,
    down: migration_20261129_035054_pledges_and_card_tokens.down,
    name: '20261129_035054_pledges_and_card_tokens',
  },
  {
    up: migration_20261129_035740_entity_signatures.up,
    down: migration_20261129_035740_entity_signatures.down,
    name: '20261129_035740_entity_signatures',
  },
  {
    up: migration_20261207_211018_receipt_owed_and_entity_sender.up,
    down: migration_20261207_211018_receipt_owed_and_entity_sender.down,
    name: '20261207_211018_receipt_owed_and_entity_sender',
  },
  {
    up: migration_20261207_211113_optional_postal_code_and_coordinates.up,
    down: migration_20261207_211113_optional_postal_code_and_coordinates.down,
    name: '20261207_211113_optional_postal_code_and_coordinates',
  },
  {
    up: migration_20261207_222132_chain_after_merge.up,
    down: migration_20261207_222132_chain_after_merge.down,
    name: '20261207_222132_chain_after_merge'
  },
];
