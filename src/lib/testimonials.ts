/**
 * The foundation's sample testimonials, one list for the testimonials page
 * (spec 000 route table "testimonial") and the home page's slider (spec 000
 * "Home page"), which shows the entries with a portrait. Server components
 * read them and pass them to client components as props.
 */
export interface Testimonial {
  name: string
  role: string
  quote: string
  image?: string
  /** The same in Arabic, for the /ar pages. */
  ar: { name: string; role: string; quote: string }
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Samira Abdel Aziz',
    role: 'Mother of two, Giza',
    image: '/images/testimonial-1.webp',
    quote:
      'When my son needed heart surgery we had nowhere to turn. The club’s volunteers stayed with us from the first appointment to the day he came home.',
    ar: {
      name: 'سميرة عبد العزيز',
      role: 'أم لطفلين، الجيزة',
      quote:
        'حين احتاج ابني إلى جراحة في القلب لم نعرف إلى من نلجأ. بقي متطوعو النادي معنا من أول موعد حتى يوم عودته إلى البيت.',
    },
  },
  {
    name: 'Karim Mostafa',
    role: 'Volunteer, Alexandria club',
    image: '/images/testimonial-2.webp',
    quote:
      'Every convoy reminds me why I give my weekends: a grandmother who can read again after her cataract operation is worth every hour.',
    ar: {
      name: 'كريم مصطفى',
      role: 'متطوع، نادي الإسكندرية',
      quote:
        'كل قافلة تذكّرني لماذا أهب عطلات نهاية الأسبوع: جدّة عادت تقرأ بعد عملية المياه البيضاء تستحق كل ساعة.',
    },
  },
  {
    name: 'Laila Hassan',
    role: 'Monthly donor, New Jersey',
    image: '/images/testimonial-3.webp',
    quote:
      'I can see exactly where my donation goes. The reports and photos from each activity make me proud to support New Egypt.',
    ar: {
      name: 'ليلى حسن',
      role: 'متبرعة شهرية، نيوجيرسي',
      quote:
        'أرى بوضوح أين يذهب تبرعي. التقارير والصور التي تصلنا من كل نشاط تجعلني فخورة بدعم مصر الجديدة.',
    },
  },
  {
    name: 'Ahmed Saber',
    role: 'Headmaster, primary school in Beni Suef',
    quote:
      'Since the breakfast programme started, attendance in the first lesson has gone up and the children can concentrate until noon. Parents tell us it is one worry less for them every morning.',
    ar: {
      name: 'أحمد صابر',
      role: 'ناظر مدرسة ابتدائية في بني سويف',
      quote:
        'منذ بدء برنامج الإفطار ارتفع الحضور في الحصة الأولى، وصار الأطفال قادرين على التركيز حتى الظهر. يقول لنا الأهالي إنه همّ أقل عليهم كل صباح.',
    },
  },
  {
    name: 'Nour El Din Fathy',
    role: 'Kidney patient, Port Said',
    quote:
      'Three dialysis sessions a week were more than my family could pay. The foundation covered them for a year and found me a place in a public programme after that. I am back at work.',
    ar: {
      name: 'نور الدين فتحي',
      role: 'مريض كلى، بورسعيد',
      quote:
        'ثلاث جلسات غسيل كلوي في الأسبوع كانت فوق طاقة أسرتي. تحمّلت المؤسسة تكاليفها عامًا كاملًا، ثم وجدت لي مكانًا في برنامج حكومي. عدت إلى عملي.',
    },
  },
  {
    name: 'Mariam Youssef',
    role: 'Volunteer doctor, medical convoys',
    quote:
      'The organisation on a convoy day is remarkable: patients are registered before we arrive, medicines are sorted, and every referral is followed up weeks later by the club.',
    ar: {
      name: 'مريم يوسف',
      role: 'طبيبة متطوعة، القوافل الطبية',
      quote:
        'التنظيم في يوم القافلة لافت: المرضى مسجّلون قبل وصولنا، والأدوية مرتّبة، وكل إحالة يتابعها النادي بعد أسابيع.',
    },
  },
  {
    name: 'David Thompson',
    role: 'Corporate partner, New York',
    quote:
      'Our employees sponsor school kits every September. New Egypt sends us photos, receipts and a short report each time, which is exactly the transparency our board expects.',
    ar: {
      name: 'ديفيد تومسون',
      role: 'شريك من القطاع الخاص، نيويورك',
      quote:
        'يرعى موظفونا الحقائب المدرسية كل سبتمبر. ترسل لنا مصر الجديدة في كل مرة صورًا وإيصالات وتقريرًا قصيرًا، وهذه هي الشفافية التي ينتظرها مجلس إدارتنا.',
    },
  },
  {
    name: 'Hoda Ibrahim',
    role: 'Beneficiary of a small business grant, Aswan',
    quote:
      'With the sewing machine and the training the club gave me, I make school uniforms for the whole village. My daughters are the first in our family to go to secondary school.',
    ar: {
      name: 'هدى إبراهيم',
      role: 'مستفيدة من منحة مشروع صغير، أسوان',
      quote:
        'بماكينة الخياطة والتدريب اللذين قدّمهما لي النادي أصنع الزي المدرسي للقرية كلها. بناتي أول من يلتحق بالمدرسة الثانوية في عائلتنا.',
    },
  },
]

/** The entries in a page's language (the English ones, or their Arabic twins). */
export function testimonialsIn<T extends Testimonial>(
  locale: 'en' | 'ar',
  list: readonly T[] = TESTIMONIALS as readonly T[],
): T[] {
  return list.map((t) => (locale === 'ar' ? { ...t, ...t.ar } : t))
}

/** The entries with a portrait: the home page's slider. */
export const PORTRAIT_TESTIMONIALS = TESTIMONIALS.filter(
  (t): t is Testimonial & { image: string } => Boolean(t.image),
)

/** "Ahmed Saber" → "AS": the avatar of an entry without a portrait. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words
  return picked.map((w) => w[0]!.toUpperCase()).join('')
}
