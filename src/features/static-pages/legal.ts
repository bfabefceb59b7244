/**
 * The Terms & Conditions and the Privacy Policy (spec 001 section 2: "filler
 * text"; the issue asks for real texts for a charity website). Section bodies
 * use the format of ./text.ts: an empty line between paragraphs, "- " lists.
 */
export interface LegalDocument {
  updated: string
  intro: string
  sections: { heading: string; body: string }[]
}

export const TERMS: LegalDocument = {
  updated: 'Last updated: 1 November 2026',
  intro:
    'These terms apply to everyone who visits the website of New Egypt Foundation, Inc. ("New Egypt", "we", "us"), donates through it, signs up as a volunteer, asks for assistance or subscribes to our newsletter. By using the website you accept them. If you do not accept them, please do not use the website.',
  sections: [
    {
      heading: 'Who we are',
      body: 'New Egypt Foundation, Inc. is a not-for-profit corporation organised under the laws of the State of New York and recognised as exempt under section 501(c)(3) of the US Internal Revenue Code, with offices in New York and New Jersey and clubs in Egypt and abroad. Our by-laws are published on the Bylaws page.',
    },
    {
      heading: 'Using the website',
      body: `You may read, print and share the content of the website for personal and non-commercial purposes, provided you name New Egypt as its source. You agree not to:

- use the website for any unlawful purpose or in a way that could harm New Egypt, the people we help or other visitors;
- send false information, or information about another person without their permission;
- try to gain access to parts of the website that are not public, or disrupt its operation, for example with automated requests;
- copy our name, logo or photographs to suggest that you act on our behalf.`,
    },
    {
      heading: 'Donations',
      body: `Donations are made by card in US dollars and confirmed with a one-time code sent to the e-mail address you enter. A donation is final once it is confirmed. If you made a mistake, for example a wrong amount or a duplicate payment, contact us within 30 days through the contact page and we will refund it.

When you choose a repeated donation, your card is charged at the interval you chose until you cancel it with the link in our e-mails or by writing to us. We use every donation for the cause you chose. If a cause is fully funded or can no longer be carried out, we use your gift for the closest cause and tell you so in our annual report.

Donations to New Egypt may be tax-deductible in the United States to the extent the law allows. Keep your confirmation e-mail as your receipt; we do not give tax advice.`,
    },
    {
      heading: 'Volunteering',
      body: 'Volunteering with New Egypt is unpaid. It does not make you a member, an employee or a representative of the foundation, and you may not speak or act in its name without the consensus of its founders. Signing up does not oblige us to offer you a role, nor you to accept one.',
    },
    {
      heading: 'Assistance requests',
      body: 'Submitting an assistance request does not guarantee help. Each request is reviewed by the team of the club you chose, according to the rules of the programme and the funds available. You confirm that the information and documents you send are accurate and that you may share them. We may ask for more documents or visit the family before deciding.',
    },
    {
      heading: 'Content and links',
      body: 'We take care that the content of the website is accurate and up to date, but we cannot guarantee it. The photographs and texts belong to New Egypt or are used with permission. Links to other websites are given for information only; we are not responsible for their content or their privacy practices.',
    },
    {
      heading: 'Liability',
      body: 'The website is provided as it is. To the extent the law allows, New Egypt is not liable for indirect damage arising from its use or from its unavailability. Nothing in these terms limits any right you have under the law that cannot be limited by contract.',
    },
    {
      heading: 'Changes and applicable law',
      body: 'We may change these terms; the date at the top shows the latest version, and the version in force when you use the website applies. These terms are governed by the laws of the State of New York, without regard to its rules on conflicts of laws.',
    },
    {
      heading: 'Contact',
      body: 'Questions about these terms are welcome through the form on our Contact Us page or at contact@newegypt.example.',
    },
  ],
}

export const PRIVACY: LegalDocument = {
  updated: 'Last updated: 1 November 2026',
  intro:
    'This policy explains what personal data New Egypt Foundation, Inc. ("New Egypt", "we") collects through this website, why, how long we keep it, who sees it and what your rights are. New Egypt is responsible for this data. We collect only what we need, we never sell it, and we never use it for advertising.',
  sections: [
    {
      heading: 'Donors',
      body: `When you donate we ask for your first and last name, e-mail address, phone number and postal address, the causes and amounts you choose and whether the donation repeats. We use them to take the payment, to send you the confirmation code and your receipt, to manage repeated donations, and to meet our accounting and tax obligations.

Your card is handled by our payment provider. Card data is never stored by New Egypt: the full card number and the security code never reach our servers or our logs. We keep only the token the provider gives us, the card brand, its last four digits and its expiry date, so that you can recognise the card and a repeated donation can be charged.

We keep donation records for seven years after the end of the year of the donation, as US accounting and tax rules require.`,
    },
    {
      heading: 'Volunteers',
      body: `When you sign up as a volunteer we ask for your full name, e-mail address, phone number, the hours you are available and your skills, and record that you accepted the volunteer terms. We use them to contact you, to find you a role and to organise activities.

We keep your application for as long as you volunteer with us and for two years after your last activity, then delete it. You can ask us to delete it earlier at any time.`,
    },
    {
      heading: 'People asking for assistance',
      body: `When you ask for assistance we ask for the information needed to assess the case: name, national ID number, age, phone, e-mail, address, governorate and city, the club you choose, the purpose of the request, information about work and housing, and photos and documents of the case. Some of this is sensitive, such as health information. We use it only to assess and follow up the request.

We keep a request for three years after the case is closed, so that we can account for the help given to our donors and auditors, then delete it. A request that is not accepted is deleted one year after our decision.`,
    },
    {
      heading: 'Messages and newsletter',
      body: `When you write to us through the contact form we keep your name, phone, e-mail address and message to answer you, for two years after our last exchange.

When you subscribe to the newsletter we keep your e-mail address, the status of your subscription and its dates. We send you the newsletter only after you confirm the subscription with the link we e-mail you. A subscription that is not confirmed is deleted 30 days after the request. You can unsubscribe at any time with the link in every e-mail.`,
    },
    {
      heading: 'Who sees your data',
      body: `Inside New Egypt, only the staff and volunteers whose work needs it see your data, through accounts protected by a password:

- treasurers see donations;
- coordinators see volunteer applications and messages;
- case reviewers of the club you chose see assistance requests;
- editors and coordinators see newsletter subscribers.

Outside New Egypt, we share data only with the service providers that help us run the website, such as our payment provider, our hosting provider and our e-mail provider, who act on our instructions, and with authorities when the law requires it. Some of these providers are in the United States and some of our clubs are in Egypt; when data travels between countries we protect it with the same care.`,
    },
    {
      heading: 'Security',
      body: 'The website is served over an encrypted connection. Forms are protected against misuse and automated submissions, staff accounts are locked after repeated wrong passwords, and access to personal data is limited to the roles listed above.',
    },
    {
      heading: 'Cookies',
      body: 'We use only the cookies the website needs to work: a security cookie that protects the forms against forged requests, and, for staff, the session cookie of the back office. We use no advertising or tracking cookies.',
    },
    {
      heading: 'Your rights',
      body: 'You may ask to see the data we hold about you, to correct it, to delete it or to stop us using it, and you may withdraw any consent you gave. Write to us through the contact page or at contact@newegypt.example from the address you gave us; we answer within 30 days. Deleting data we must keep by law, such as donation records, is done when that obligation ends.',
    },
    {
      heading: 'Children',
      body: 'The website is not meant for children under 13, and we do not knowingly collect their data except in an assistance request made by a parent or guardian on their behalf.',
    },
    {
      heading: 'Changes',
      body: 'We may update this policy; the date at the top shows the latest version. If a change affects how we use data you already gave us, we will tell you by e-mail before it takes effect.',
    },
  ],
}
