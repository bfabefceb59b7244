/**
 * The by-laws of the foundation (the spec, ../shared/spec/ beside the clone: document 001,
 * section 2 "Static pages" and section 9): the text of the `bylaws` global, seeded once and
 * then edited by staff in the back office, and what /bylaws shows while the global is empty or
 * cannot be read. In a section body an empty line starts a new paragraph and lines starting
 * with "- " form a list. It lives in src/content/ because both the seed and the page read it
 * (no feature imports the seed: decision 0095).
 */
export interface BylawsText {
  title: string
  adopted: string
  preamble: string
  articles: { title: string; sections: { heading: string; body: string }[] }[]
}

export const bylaws: BylawsText = {
  title: 'By-laws of New Egypt Foundation, Inc.',
  adopted: 'Adopted by the Board of Directors on 14 March 2021; last amended on 9 September 2025.',
  preamble: `We, the founders of New Egypt Foundation, brought together by the wish to give every family in Egypt a fair chance at health, learning and a decent living, adopt these By-laws so that the Foundation is governed openly, by people who answer for their decisions, and in the service of those it helps.

These By-laws are to be read together with the Certificate of Incorporation. Where they differ, the Certificate of Incorporation and the law prevail.`,
  articles: [
    {
      title: 'Name and Purpose',
      sections: [
        {
          heading: 'Name',
          body: 'The name of the corporation is New Egypt Foundation, Inc. (the "Foundation"). It may also work under the names "New Egypt" and "New Egypt Foundation". No chapter, committee or volunteer may use these names, the logo or the branding of the Foundation except as these By-laws and the policies of the Board allow.',
        },
        {
          heading: 'Legal status',
          body: `The Foundation is a not-for-profit corporation organised under the New York Not-for-Profit Corporation Law. It is organised and shall be operated exclusively for charitable and educational purposes within the meaning of section 501(c)(3) of the Internal Revenue Code of 1986, as amended (the "Code").

The Foundation has no members within the meaning of the Not-for-Profit Corporation Law. Every power that the law gives to members is exercised by the Board of Directors, subject to the rights reserved to the Founding Core in Article III.`,
        },
        {
          heading: 'Offices',
          body: 'The principal office of the Foundation is in the City of New York, State of New York. The Foundation also keeps an office in the State of New Jersey and may open other offices in the United States, in Egypt or elsewhere as the Board decides.',
        },
        {
          heading: 'Purpose',
          body: `The purpose of the Foundation is to support communities in Egypt and abroad through healthcare, education and sustainable development, in particular by:

- funding and organising medical care for patients who cannot afford it, including treatment for cancer, heart, kidney and liver disease, and medical convoys to underserved villages;
- supporting the education of children and young people through school breakfasts, school supplies, tutoring and scholarships;
- providing food assistance, emergency relief and clean water to families in need;
- carrying out social works such as home repairs, small grants and vocational training that help families stand on their own feet;
- encouraging volunteering and civic engagement among Egyptians at home and in the diaspora.

The Foundation may carry out any lawful activity that serves these purposes and is permitted to an organisation exempt under section 501(c)(3) of the Code.`,
        },
        {
          heading: 'Alignment with the United Nations 2030 Agenda',
          body: `The Foundation aligns its programmes with the 2030 Agenda for Sustainable Development adopted by the General Assembly of the United Nations in 2015, and in particular with Goal 1 (No Poverty), Goal 2 (Zero Hunger), Goal 3 (Good Health and Well-being), Goal 4 (Quality Education), Goal 6 (Clean Water and Sanitation), Goal 10 (Reduced Inequalities) and Goal 17 (Partnerships for the Goals).

Every new programme proposed to the Board states the goals it serves and how its results will be measured. The annual report of the Foundation reports on these results.`,
        },
        {
          heading: 'Limitations',
          body: 'No part of the net earnings of the Foundation shall benefit any director, officer, founder or other private person, except that the Foundation may pay reasonable compensation for services actually rendered and reimburse reasonable expenses. The Foundation shall not participate in any political campaign for or against a candidate for public office, and no substantial part of its activities shall consist of attempting to influence legislation.',
        },
      ],
    },
    {
      title: 'Non-Discrimination',
      sections: [
        {
          heading: 'Policy',
          body: `The Foundation does not discriminate on the basis of race, colour, religion, sex, gender identity, sexual orientation, national or ethnic origin, age, disability, marital status, veteran status or any other status protected by law.

This policy applies to the people the Foundation helps, to its volunteers and staff, to the election of directors and officers, and to the choice of its partners and suppliers. Assistance is granted on the basis of need and of the rules of the programme concerned, and on no other basis.`,
        },
        {
          heading: 'Complaints',
          body: 'Anyone who believes that this policy has not been respected may complain in writing to the Secretary, or to the President when the complaint concerns the Secretary. The complaint is examined by a committee of directors who have no part in the matter, which reports to the Board within sixty (60) days. No one shall suffer any retaliation for making a complaint in good faith.',
        },
      ],
    },
    {
      title: 'Founding Core Governance',
      sections: [
        {
          heading: 'Composition and permanent status',
          body: `The Founding Core is made up of the founders of the Foundation who signed its Certificate of Incorporation or were recorded as founders by the Board at its first meeting, as listed in the register kept by the Secretary.

Membership of the Founding Core has permanent status: a founder remains a member of the Founding Core for life, whether or not he or she holds any other office, unless he or she resigns in writing or is removed under section 3.4. No new member may be added to the Founding Core.`,
        },
        {
          heading: 'Role',
          body: `The Founding Core is the guardian of the mission, the name and the values of the Foundation. Its consent is required:

- to amend Article I (Name and Purpose), this Article III, Article XII (Amendments) or Article XIII (Dissolution);
- to dissolve the Foundation, to merge it with another organisation or to sell all or substantially all of its assets;
- to license the name or the logo of the Foundation to any person outside the Foundation.

Volunteers and staff may speak or act in the name of the Foundation only with the consensus of the Founding Core, given directly or through the policies it has approved.`,
        },
        {
          heading: 'Participation in the Board',
          body: 'Members of the Founding Core may attend the meetings of the Board and speak there, without a vote unless they are also elected directors. A member of the Founding Core who is elected a director is subject, as a director, to the term limits of Article IV; the permanent status of his or her membership of the Founding Core is not affected by them.',
        },
        {
          heading: 'Decisions and removal',
          body: `The Founding Core decides by consensus whenever possible and otherwise by a two-thirds (2/3) majority of its members. It may meet and vote remotely under the same conditions as the Board.

A member of the Founding Core may be removed only for serious misconduct that harms the Foundation, by a unanimous decision of the other members of the Founding Core confirmed by a two-thirds (2/3) majority of the directors in office, after he or she has been heard.`,
        },
      ],
    },
    {
      title: 'Board of Directors',
      sections: [
        {
          heading: 'Powers',
          body: 'The business, property and affairs of the Foundation are managed by its Board of Directors. The Board sets the strategy and the policies of the Foundation, adopts its budget, oversees its programmes, its chapters and its finances, and appoints and oversees its officers.',
        },
        {
          heading: 'Number of directors',
          body: 'The Board consists of not fewer than five (5) and not more than eleven (11) directors. Within these limits, the number of directors is fixed from time to time by a resolution of the Board; no reduction of the number shortens the term of a director in office.',
        },
        {
          heading: 'Term of office',
          body: 'Directors are elected for a term of three (3) years and hold office until their successors are elected. Terms are staggered so that, as nearly as possible, one third of the directors is elected each year.',
        },
        {
          heading: 'Term limits',
          body: 'No director may serve more than two (2) consecutive full terms. A director who has served two consecutive terms may be elected again only after a break of at least one (1) year. A partial term of less than eighteen (18) months served to fill a vacancy is not counted as a term.',
        },
        {
          heading: 'Election',
          body: 'Directors are elected at the annual meeting of the Board by a majority of the directors in office, from candidates proposed by the Nominating and Governance Committee or by any three (3) directors. The Board seeks a membership that reflects the communities the Foundation serves and the skills it needs, in keeping with Article II.',
        },
        {
          heading: 'Resignation, removal and vacancies',
          body: 'A director may resign at any time by written notice to the President or the Secretary. A director may be removed, with or without cause, by a two-thirds (2/3) majority of the directors in office. A director who misses three (3) consecutive regular meetings without an excuse accepted by the Board is deemed to have resigned. A vacancy may be filled by the Board for the remainder of the term.',
        },
        {
          heading: 'Meetings',
          body: 'The Board holds an annual meeting in the first quarter of each fiscal year and at least three (3) other regular meetings each year. Special meetings may be called by the President or by any three (3) directors. Notice of every meeting, with its agenda, is sent to each director at least seven (7) days before a regular meeting and at least forty-eight (48) hours before a special meeting.',
        },
        {
          heading: 'Quorum and voting',
          body: `A majority of the directors in office is a quorum. Except where these By-laws or the law require more, the act of a majority of the directors present at a meeting at which a quorum is present is the act of the Board. Each director has one vote; voting by proxy is not allowed.

The decisions of each meeting and the actions they call for are recorded in the minutes by the Secretary. Directors may cast their votes on the decisions of a meeting through the secure voting system of the Foundation, with their signature where the Board requires it.`,
        },
        {
          heading: 'Remote participation',
          body: `Any director may take part in a meeting of the Board or of a committee by conference telephone, video conference or any similar means by which all persons taking part can hear each other at the same time. Taking part by these means is presence in person at the meeting.

Any action required or permitted to be taken by the Board or a committee may be taken without a meeting if all members of the Board or of the committee consent in writing or by electronic transmission to the resolution; the consents are filed with the minutes.`,
        },
        {
          heading: 'Compensation',
          body: 'Directors serve without compensation. They may be reimbursed for reasonable expenses incurred for the Foundation, on receipts and under the policy adopted by the Board.',
        },
      ],
    },
    {
      title: 'Officers',
      sections: [
        {
          heading: 'Officers',
          body: 'The officers of the Foundation are a President, a Vice President, a Treasurer, a Secretary and up to three (3) Executive Board Members. They are elected by the Board from among the directors at its annual meeting, for a term of one (1) year, and may be re-elected within the term limits that apply to them as directors. The offices of President and Treasurer may not be held by the same person.',
        },
        {
          heading: 'President',
          body: 'The President is the principal officer of the Foundation. He or she chairs the meetings of the Board and of the Executive Committee, ensures that the decisions of the Board are carried out, represents the Foundation before third parties and signs, together with another officer where these By-laws require it, the contracts and documents approved by the Board.',
        },
        {
          heading: 'Vice President',
          body: 'The Vice President assists the President, coordinates the work of the chapters and performs the duties of the President when the President is absent or unable to act. When so acting, the Vice President has all the powers of the President.',
        },
        {
          heading: 'Treasurer',
          body: 'The Treasurer has charge of the funds and financial records of the Foundation. He or she prepares the annual budget, keeps full and accurate accounts, oversees the accounts of the chapters, presents a financial report at each regular meeting of the Board and works with the independent accountant on the annual audit or review.',
        },
        {
          heading: 'Secretary',
          body: 'The Secretary sends the notices of the meetings, keeps the minutes of the Board and of the Founding Core, keeps the register of directors, officers and members of the Founding Core, keeps the volunteer disclosures under Article VIII, and has custody of the records of the Foundation other than its financial records.',
        },
        {
          heading: 'Executive Board Members',
          body: 'Each Executive Board Member leads a portfolio given by the Board, such as programmes, fundraising, volunteers or communications, and reports on it at each regular meeting of the Board.',
        },
        {
          heading: 'Removal and vacancies',
          body: 'Any officer may be removed by a majority of the directors in office whenever, in their judgement, the interests of the Foundation are best served by it. A vacancy in an office is filled by the Board for the remainder of the term.',
        },
      ],
    },
    {
      title: 'Committees',
      sections: [
        {
          heading: 'Executive Committee',
          body: 'The Executive Committee consists of the officers. Between meetings of the Board it may act on matters that cannot wait, within the budget and the policies adopted by the Board; it may not amend these By-laws, elect or remove directors or officers, adopt the budget or approve a merger or dissolution. It reports its acts at the next meeting of the Board.',
        },
        {
          heading: 'Standing committees',
          body: `The Board has the following standing committees, each of at least three (3) directors:

- the Finance and Audit Committee, which reviews the budget and the accounts, selects the independent accountant and meets with him or her without the officers present;
- the Nominating and Governance Committee, which proposes candidates for director and officer and reviews these By-laws and the policies of the Board;
- the Programmes Committee, which reviews the programmes of the Foundation, their results and their alignment with the 2030 Agenda.`,
        },
        {
          heading: 'Other committees and advisory councils',
          body: 'The Board may create other committees and advisory councils, which may include volunteers and experts who are not directors. Only committees made up entirely of directors may exercise powers of the Board, and only those the Board gives them.',
        },
        {
          heading: 'Procedure',
          body: 'Each committee works under a charter approved by the Board, keeps minutes of its meetings and reports to the Board. The rules of Article IV on notice, quorum, voting and remote participation apply to committees.',
        },
      ],
    },
    {
      title: 'Chapters',
      sections: [
        {
          heading: 'Formation',
          body: 'Chapters, also called clubs, are formed under the Foundation by a resolution of the Board in cities in Egypt and abroad. Chapters are not separately incorporated: they are part of the Foundation and act only in its name.',
        },
        {
          heading: 'Organisation of a chapter',
          body: 'Each chapter may have its own president, vice president and board, its own fundraising tools and its own bank account. The board of a chapter is elected under the rules adopted by the Board of the Foundation and reports to it.',
        },
        {
          heading: 'National oversight',
          body: `All chapters follow the national policies and branding of the Foundation, operate under the Foundation's tax number and legal structure, and are subject to national oversight. In particular:

- every bank account of a chapter is opened in the name of the Foundation, with the approval of the Treasurer, and needs two signatures for any payment;
- each chapter sends the Treasurer a monthly financial report and its supporting documents;
- the funds and property of a chapter belong to the Foundation;
- the Board may suspend or dissolve a chapter that does not respect these By-laws or the policies of the Foundation, after hearing its president.`,
        },
      ],
    },
    {
      title: 'Volunteers',
      sections: [
        {
          heading: 'Status of volunteers',
          body: 'Volunteering with the Foundation is unpaid. It does not make the volunteer a member, an employee or a representative of the Foundation. Volunteers may not speak or act in the name of the Foundation without the consensus of its founders given under Article III.',
        },
        {
          heading: 'Volunteer disclosure',
          body: `Before taking up a role, and again whenever the facts change, each volunteer discloses in writing to the Secretary or to the coordinator of his or her chapter:

- any family or business relationship with a person or family assisted by the Foundation, with a supplier, or with a director or officer;
- any office held in a political party or any public office;
- any financial interest in a decision in which he or she may take part;
- for roles with children or vulnerable adults, any conviction that the law allows the Foundation to ask about.

Disclosures are kept confidential and used only to assign roles and avoid conflicts of interest.`,
        },
        {
          heading: 'Safeguarding',
          body: 'Volunteers follow the code of conduct adopted by the Board. Work with children and vulnerable adults is always done under supervision and in pairs, and any concern is reported to the coordinator of the chapter without delay.',
        },
      ],
    },
    {
      title: 'Finance',
      sections: [
        {
          heading: 'Fiscal year',
          body: 'The fiscal year of the Foundation runs from 1 January to 31 December.',
        },
        {
          heading: 'Budget',
          body: 'The Treasurer prepares the annual budget with the Finance and Audit Committee. The Board adopts it before the start of the fiscal year and reviews its execution at each regular meeting.',
        },
        {
          heading: 'Bank accounts and signatures',
          body: 'The funds of the Foundation are kept in accounts in its name at banks chosen by the Board. Any payment above five thousand US dollars ($5,000), or its equivalent in another currency, needs two signatures: that of the President or the Vice President, and that of the Treasurer.',
        },
        {
          heading: 'Contributions',
          body: 'The Board may accept any gift, grant or bequest consistent with the purposes of the Foundation. A gift restricted by its donor is used only for the purpose named. Card payments are handled by a payment processor: the Foundation never stores the card numbers of its donors.',
        },
        {
          heading: 'Books and audit',
          body: 'The Foundation keeps correct and complete books of account. Its financial statements are audited or reviewed each year by an independent certified public accountant, as the charity laws of New York and New Jersey require, and the report is presented to the Board.',
        },
        {
          heading: 'Loans',
          body: 'The Foundation makes no loan to any director, officer or member of the Founding Core.',
        },
      ],
    },
    {
      title: 'Transparency',
      sections: [
        {
          heading: 'Public information',
          body: 'Each year the Foundation publishes on its website an annual report describing its programmes and their results, its financial statements and the names of its directors and officers. Its annual information return (Form 990) and its exemption application are available to the public as the law requires.',
        },
        {
          heading: 'Conflicts of interest',
          body: 'A director, officer or member of a committee who has an interest in a matter before the Board or the committee discloses it, takes no part in the deliberation or vote, and does not try to influence them. The disclosure and the abstention are recorded in the minutes. The Board adopts a conflict of interest policy and each director signs it every year.',
        },
        {
          heading: 'Whistleblower protection',
          body: 'Anyone may report in good faith a suspected breach of the law or of the policies of the Foundation to the chair of the Finance and Audit Committee. No one who does so shall suffer retaliation. The Board adopts a whistleblower policy to this effect.',
        },
        {
          heading: 'Records',
          body: 'The Foundation keeps at its principal office its Certificate of Incorporation, these By-laws, the minutes of the Board, of the committees and of the Founding Core, and its books of account. Every director may inspect them for a purpose related to his or her duties.',
        },
      ],
    },
    {
      title: 'Indemnification',
      sections: [
        {
          heading: 'Right to indemnification',
          body: 'To the fullest extent permitted by the New York Not-for-Profit Corporation Law, the Foundation indemnifies any person made or threatened to be made a party to an action or proceeding because he or she is or was a director, officer, member of the Founding Core or authorised volunteer of the Foundation, against judgments, fines, amounts paid in settlement and reasonable expenses, including attorneys’ fees, provided that he or she acted in good faith for a purpose reasonably believed to be in the best interests of the Foundation. No indemnification is made where a judgment establishes acts committed in bad faith, through deliberate dishonesty or for personal gain to which the person was not legally entitled.',
        },
        {
          heading: 'Advance of expenses',
          body: 'The Foundation may pay the expenses of defence in advance of the final outcome, on receipt of an undertaking by the person to repay them if he or she is finally found not entitled to indemnification.',
        },
        {
          heading: 'Insurance',
          body: 'The Foundation may buy insurance for its directors, officers, members of the Founding Core and volunteers against liability arising from their service.',
        },
        {
          heading: 'Limit',
          body: 'No indemnification or advance is made that would be an act of self-dealing or an excess benefit transaction under the Code, or that would otherwise endanger the exemption of the Foundation.',
        },
      ],
    },
    {
      title: 'Amendments',
      sections: [
        {
          heading: 'Procedure',
          body: 'These By-laws may be amended or repealed, and new By-laws adopted, by a two-thirds (2/3) majority of the directors in office at a meeting whose notice, sent at least fourteen (14) days before it, contains the text of the proposed change.',
        },
        {
          heading: 'Founding Core consent',
          body: 'An amendment to Article I (Name and Purpose), Article III (Founding Core Governance), this Article XII or Article XIII (Dissolution) also needs the consent of the Founding Core under section 3.2.',
        },
        {
          heading: 'Publication',
          body: 'An amendment takes effect when it is adopted unless it says otherwise. The text in force is published on the website of the Foundation within thirty (30) days.',
        },
      ],
    },
    {
      title: 'Dissolution',
      sections: [
        {
          heading: 'Decision',
          body: 'The Foundation may be dissolved by a two-thirds (2/3) majority of the directors in office and with the consent of the Founding Core, in accordance with the New York Not-for-Profit Corporation Law and with any approval of the Attorney General or of a court that it requires.',
        },
        {
          heading: 'Distribution of assets',
          body: 'On dissolution, after its debts and liabilities are paid or provided for, the remaining assets of the Foundation are distributed to one or more organisations exempt under section 501(c)(3) of the Code whose purposes are close to those of the Foundation, preferably organisations working in Egypt, as chosen by the Board; or to a federal, state or local government for a public purpose. No part of the assets may go to any director, officer, founder, volunteer or other private person.',
        },
        {
          heading: 'Chapters',
          body: 'The funds and property held by the chapters are assets of the Foundation and are distributed with them.',
        },
      ],
    },
  ],
}
