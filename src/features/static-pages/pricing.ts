import type { AccordionEntry } from './accordion'

/**
 * The pricing plans (spec 001 section 3, "Pricing plans (static)"; section 9:
 * amounts with a dollar sign, per month). Names and features word for word,
 * 'Standerd' included.
 */
export const PLAN_FEATURES = [
  'Full Access',
  'Enhanced Security',
  'Free Appointments',
  'Free Installment',
  'Source Files',
] as const

export type PlanFeature = (typeof PLAN_FEATURES)[number]

/** The catalogue keys (group 'pricing') of the features and plan names, for /ar/pricing. */
export const FEATURE_KEYS: Record<string, string> = {
  'Full Access': 'fullAccess',
  'Enhanced Security': 'enhancedSecurity',
  'Free Appointments': 'freeAppointments',
  'Free Installment': 'freeInstallment',
  'Source Files': 'sourceFiles',
  '1 Domain Free': 'oneDomain',
  '10 Domain Free': 'tenDomains',
}

export interface Plan {
  name: string
  /** US dollars per month. */
  price: number
  /** Which of PLAN_FEATURES the plan includes. */
  includes: readonly PlanFeature[]
  /** A feature of this plan only. */
  extra?: string
  featured?: boolean
}

export const PLANS: readonly Plan[] = [
  { name: 'Free', price: 0, includes: ['Full Access'] },
  {
    name: 'Standerd',
    price: 19.99,
    includes: ['Full Access', 'Enhanced Security', 'Free Appointments'],
  },
  {
    name: 'Professional',
    price: 99.99,
    includes: [...PLAN_FEATURES],
    extra: '1 Domain Free',
    featured: true,
  },
  { name: 'Plus', price: 199.99, includes: [...PLAN_FEATURES], extra: '10 Domain Free' },
]

/** $0.00, $19.99 …: a dollar sign and two decimals. */
export function formatPrice(amount: number): string {
  return `$${amount.toFixed(2)}`
}

/** The questions under the plans. */
export const PRICING_FAQ: readonly AccordionEntry[] = [
  {
    question: 'What is included in every plan?',
    answer: [
      'Every plan, the Free one included, gives Full Access. The paid plans add Enhanced Security and Free Appointments; Professional and Plus add Free Installment, the Source Files and free domains.',
    ],
  },
  {
    question: 'Can I change or cancel my plan later?',
    answer: [
      'Yes. You can move to another plan or cancel at any time; the change takes effect at the start of the next month and nothing more is charged after a cancellation.',
    ],
  },
  {
    question: 'How is my plan paid?',
    answer: [
      'Plans are billed monthly by card, in US dollars. Your card is handled by our payment provider: the foundation never stores card numbers.',
    ],
  },
  {
    question: 'Where does the money go?',
    answer: [
      'Every dollar above the cost of running the service goes to the foundation’s programmes in healthcare, education and sustainable development. Our yearly report shows how the funds were spent.',
    ],
  },
]

/** The questions under the plans, in Arabic (/ar/pricing). */
export const PRICING_FAQ_AR: readonly AccordionEntry[] = [
  {
    question: 'ما الذي تشمله كل خطة؟',
    answer: [
      'كل خطة، بما فيها المجانية، تمنح وصولًا كاملًا. وتضيف الخطط المدفوعة الأمان المعزّز والمواعيد المجانية، وتضيف الخطتان الاحترافية والشاملة التقسيط المجاني والملفات المصدرية ونطاقات مجانية.',
    ],
  },
  {
    question: 'هل يمكنني تغيير خطتي أو إلغاؤها لاحقًا؟',
    answer: [
      'نعم. يمكنك الانتقال إلى خطة أخرى أو الإلغاء في أي وقت؛ ويسري التغيير من بداية الشهر التالي، ولا يُخصم أي مبلغ بعد الإلغاء.',
    ],
  },
  {
    question: 'كيف تُدفع الخطة؟',
    answer: [
      'تُحصّل الخطط شهريًا بالبطاقة وبالدولار الأمريكي. وتتولى جهة الدفع التي نتعامل معها بطاقتك: لا تخزّن المؤسسة أرقام البطاقات أبدًا.',
    ],
  },
  {
    question: 'أين تذهب الأموال؟',
    answer: [
      'كل دولار يزيد على تكلفة تشغيل الخدمة يذهب إلى برامج المؤسسة في الرعاية الصحية والتعليم والتنمية المستدامة. ويبيّن تقريرنا السنوي كيف أُنفقت الأموال.',
    ],
  },
]
