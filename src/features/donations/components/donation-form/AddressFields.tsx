import { useLocale, useTranslations } from 'next-intl'
import { SelectField, TextField } from '@/components/form/fields'
import { DONATION_LIMITS } from '../../constants'
import type { PlaceItem } from './lookups'
import { countryChoices, placeChoices } from './place-names'
import type { PartProps } from './types'
import type { AddressApi } from './useAddress'
import styles from './DonationForm.module.css'

/**
 * The billing address: the street as a combobox with the provider's suggestions (a help: a
 * typed street is sent as typed, decision 0134), the hidden
 * coordinates, then country, state, city and ZIP (spec 000 section 4). Places are named in the
 * page's language, Egypt first (decision 0089).
 */
export function AddressFields({
  form,
  fields: { field, idOf },
  address,
  countries,
}: PartProps & { address: AddressApi; countries: PlaceItem[] }) {
  const t = useTranslations('donation')
  const locale = useLocale()
  const hintId = idOf('street-help')
  const listId = idOf('street-suggestions')
  const optionId = (i: number) => idOf(`street-option-${i}`)
  const street = field('street', { describedBy: [hintId], register: address.streetOptions })
  const expanded = address.suggestions.length > 0
  const country = field('country')
  const state = field('state')

  return (
    <>
      <TextField
        className={`form-group ${styles.street}`}
        label={t('labels.street')}
        field={street}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={
          expanded && address.active >= 0 ? optionId(address.active) : undefined
        }
        onKeyDown={address.onStreetKey}
        after={
          <>
            <p id={hintId} className={styles.help}>
              {t('labels.hint')}
            </p>
            <ul
              id={listId}
              role="listbox"
              aria-label={t('labels.suggestions')}
              className={styles.suggestions}
              hidden={!expanded}
            >
              {address.suggestions.map((s, i) => (
                <li
                  key={`${s.label}-${i}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === address.active}
                  className={i === address.active ? styles.activeOption : undefined}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => void address.choose(s)}
                >
                  {s.label}
                </li>
              ))}
            </ul>
            <input type="hidden" {...form.register('latitude')} />
            <input type="hidden" {...form.register('longitude')} />
          </>
        }
      />

      <div className={styles.grid}>
        <SelectField
          label={t('labels.country')}
          field={country}
          autoComplete="country-name"
          placeholder={t('labels.countryPlaceholder')}
          choices={countryChoices(countries, locale)}
          onChange={(e) => {
            void country.control.onChange(e)
            void address.chooseCountry(e.target.value)
          }}
        />
        <SelectField
          label={t('labels.state')}
          field={state}
          placeholder={t('labels.statePlaceholder')}
          choices={placeChoices(address.states, locale)}
          onChange={(e) => {
            void state.control.onChange(e)
            void address.chooseState(e.target.value)
          }}
        />
        <SelectField
          label={t('labels.city')}
          field={field('city')}
          placeholder={t('labels.cityPlaceholder')}
          choices={placeChoices(address.cities, locale)}
        />
        <TextField
          label={t('labels.zip')}
          field={field('zip_code')}
          autoComplete="postal-code"
          maxLength={DONATION_LIMITS.zipMaxLength}
        />
      </div>
    </>
  )
}
