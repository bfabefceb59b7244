import type { SeedGovernorate } from './types'

type City = SeedGovernorate['cities'][number]
type Village = City['villages'][number]

const v = (name: string, name_en: string): Village => ({ name, name_en })
/**
 * Villages of a city whose real villages the demo does not list: two made-up names in the
 * usual forms of Egyptian village names (Kafr …, Ezbet …), so that every city of the case
 * forms offers villages to choose from. Staff replace them with the real ones.
 */
const demoVillages = (name: string, name_en: string): Village[] => [
  v(`كفر ${name}`, `Kafr ${name_en}`),
  v(`عزبة ${name}`, `Ezbet ${name_en}`),
]

const c = (name: string, name_en: string, villages: Village[] = []): City => ({
  name,
  name_en,
  villages: villages.length > 0 ? villages : demoVillages(name, name_en),
})

/** All 27 governorates of Egypt with a few of their cities/districts, each with villages. */
export const governorates: SeedGovernorate[] = [
  {
    id: 1,
    name: 'القاهرة',
    name_en: 'Cairo',
    cities: [
      c('مدينة نصر', 'Nasr City'),
      c('مصر الجديدة', 'Heliopolis'),
      c('المعادي', 'Maadi'),
      c('شبرا', 'Shubra'),
      c('حلوان', 'Helwan'),
    ],
  },
  {
    id: 2,
    name: 'الجيزة',
    name_en: 'Giza',
    cities: [
      c('الدقي', 'Dokki'),
      c('إمبابة', 'Imbaba'),
      c('مدينة 6 أكتوبر', '6th of October City'),
      c('البدرشين', 'Al Badrashin', [
        v('ميت رهينة', 'Mit Rahina'),
        v('سقارة', 'Saqqara'),
        v('دهشور', 'Dahshur'),
      ]),
      c('العياط', 'Al Ayyat'),
    ],
  },
  {
    id: 3,
    name: 'الإسكندرية',
    name_en: 'Alexandria',
    cities: [
      c('المنتزه', 'Montaza'),
      c('سيدي جابر', 'Sidi Gaber'),
      c('العجمي', 'Al Agami'),
      c('العامرية', 'Al Amreya'),
      c('برج العرب', 'Borg El Arab'),
    ],
  },
  {
    id: 4,
    name: 'القليوبية',
    name_en: 'Qalyubia',
    cities: [
      c('بنها', 'Banha'),
      c('شبرا الخيمة', 'Shubra El Kheima'),
      c('قليوب', 'Qalyub'),
      c('الخانكة', 'Al Khanka'),
    ],
  },
  {
    id: 5,
    name: 'الشرقية',
    name_en: 'Sharqia',
    cities: [
      c('الزقازيق', 'Zagazig'),
      c('العاشر من رمضان', '10th of Ramadan City'),
      c('بلبيس', 'Belbeis'),
      c('فاقوس', 'Faqous'),
    ],
  },
  {
    id: 6,
    name: 'الدقهلية',
    name_en: 'Dakahlia',
    cities: [
      c('المنصورة', 'Mansoura'),
      c('طلخا', 'Talkha'),
      c('ميت غمر', 'Mit Ghamr'),
      c('أجا', 'Aga'),
      c('شربين', 'Sherbin'),
    ],
  },
  {
    id: 7,
    name: 'الغربية',
    name_en: 'Gharbia',
    cities: [
      c('طنطا', 'Tanta', [
        v('شبشير الحصة', 'Shubshir El Hessa'),
        v('محلة مرحوم', 'Mahallet Marhoum'),
      ]),
      c('المحلة الكبرى', 'El Mahalla El Kubra'),
      c('كفر الزيات', 'Kafr El Zayat'),
      c('زفتى', 'Zefta'),
      c('سمنود', 'Samannoud'),
    ],
  },
  {
    id: 8,
    name: 'المنوفية',
    name_en: 'Monufia',
    cities: [
      c('شبين الكوم', 'Shibin El Kom', [
        v('ميت خاقان', 'Mit Khaqan'),
        v('البتانون', 'El Batanoun'),
      ]),
      c('منوف', 'Menouf'),
      c('أشمون', 'Ashmoun'),
      c('قويسنا', 'Quesna'),
      c('مدينة السادات', 'Sadat City'),
    ],
  },
  {
    id: 9,
    name: 'البحيرة',
    name_en: 'Beheira',
    cities: [
      c('دمنهور', 'Damanhour'),
      c('كفر الدوار', 'Kafr El Dawwar'),
      c('رشيد', 'Rashid'),
      c('إدكو', 'Edku'),
      c('وادي النطرون', 'Wadi El Natrun'),
    ],
  },
  {
    id: 10,
    name: 'كفر الشيخ',
    name_en: 'Kafr El Sheikh',
    cities: [
      c('كفر الشيخ', 'Kafr El Sheikh'),
      c('دسوق', 'Desouk'),
      c('بلطيم', 'Baltim'),
      c('فوه', 'Fuwwah'),
      c('سيدي سالم', 'Sidi Salem'),
    ],
  },
  {
    id: 11,
    name: 'دمياط',
    name_en: 'Damietta',
    cities: [
      c('دمياط', 'Damietta'),
      c('دمياط الجديدة', 'New Damietta'),
      c('رأس البر', 'Ras El Bar'),
      c('فارسكور', 'Faraskur'),
      c('كفر سعد', 'Kafr Saad'),
    ],
  },
  {
    id: 12,
    name: 'بورسعيد',
    name_en: 'Port Said',
    cities: [
      c('حي الشرق', 'Al Sharq District'),
      c('حي العرب', 'Al Arab District'),
      c('حي المناخ', 'Al Manakh District'),
      c('حي الزهور', 'Al Zohour District'),
      c('بورفؤاد', 'Port Fouad'),
    ],
  },
  {
    id: 13,
    name: 'الإسماعيلية',
    name_en: 'Ismailia',
    cities: [
      c('الإسماعيلية', 'Ismailia'),
      c('فايد', 'Fayed'),
      c('القنطرة شرق', 'Al Qantara Sharq'),
      c('القنطرة غرب', 'Al Qantara Gharb'),
      c('التل الكبير', 'Al Tal Al Kabir'),
    ],
  },
  {
    id: 14,
    name: 'السويس',
    name_en: 'Suez',
    cities: [
      c('حي السويس', 'Suez District'),
      c('حي الأربعين', 'Al Arbaeen District'),
      c('حي عتاقة', 'Ataqah District'),
      c('حي الجناين', 'Al Ganayen District'),
      c('حي فيصل', 'Faisal District'),
    ],
  },
  {
    id: 15,
    name: 'شمال سيناء',
    name_en: 'North Sinai',
    cities: [
      c('العريش', 'Arish'),
      c('بئر العبد', 'Bir al-Abd'),
      c('الشيخ زويد', 'Sheikh Zuweid'),
      c('رفح', 'Rafah'),
      c('نخل', 'Nakhl'),
    ],
  },
  {
    id: 16,
    name: 'جنوب سيناء',
    name_en: 'South Sinai',
    cities: [
      c('الطور', 'El Tor'),
      c('شرم الشيخ', 'Sharm El Sheikh'),
      c('دهب', 'Dahab'),
      c('نويبع', 'Nuweiba'),
      c('سانت كاترين', 'Saint Catherine'),
    ],
  },
  {
    id: 17,
    name: 'البحر الأحمر',
    name_en: 'Red Sea',
    cities: [
      c('الغردقة', 'Hurghada'),
      c('سفاجا', 'Safaga'),
      c('القصير', 'El Quseir'),
      c('مرسى علم', 'Marsa Alam'),
      c('رأس غارب', 'Ras Gharib'),
    ],
  },
  {
    id: 18,
    name: 'الفيوم',
    name_en: 'Faiyum',
    cities: [
      c('الفيوم', 'Faiyum'),
      c('سنورس', 'Sinnuris'),
      c('طامية', 'Tamiya'),
      c('إبشواي', 'Ibshaway'),
      c('يوسف الصديق', 'Yousef El Seddik', [v('تونس', 'Tunis'), v('قصر قارون', 'Qasr Qarun')]),
    ],
  },
  {
    id: 19,
    name: 'بني سويف',
    name_en: 'Beni Suef',
    cities: [
      c('بني سويف', 'Beni Suef'),
      c('الواسطى', 'El Wasta'),
      c('ناصر', 'Nasser'),
      c('ببا', 'Biba'),
      c('الفشن', 'El Fashn'),
    ],
  },
  {
    id: 20,
    name: 'المنيا',
    name_en: 'Minya',
    cities: [
      c('المنيا', 'Minya'),
      c('ملوي', 'Mallawi', [v('الأشمونين', 'Al Ashmunein'), v('تونا الجبل', 'Tuna El Gebel')]),
      c('سمالوط', 'Samalut'),
      c('بني مزار', 'Beni Mazar'),
      c('مغاغة', 'Maghagha'),
    ],
  },
  {
    id: 21,
    name: 'أسيوط',
    name_en: 'Asyut',
    cities: [
      c('أسيوط', 'Asyut'),
      c('ديروط', 'Dairut'),
      c('منفلوط', 'Manfalut'),
      c('أبنوب', 'Abnoub'),
      c('القوصية', 'El Qusiya'),
    ],
  },
  {
    id: 22,
    name: 'سوهاج',
    name_en: 'Sohag',
    cities: [
      c('سوهاج', 'Sohag'),
      c('أخميم', 'Akhmim'),
      c('جرجا', 'Girga'),
      c('طهطا', 'Tahta'),
      c('البلينا', 'El Balyana'),
    ],
  },
  {
    id: 23,
    name: 'قنا',
    name_en: 'Qena',
    cities: [
      c('قنا', 'Qena'),
      c('نجع حمادي', 'Nag Hammadi'),
      c('قوص', 'Qus'),
      c('دشنا', 'Dishna'),
      c('نقادة', 'Naqada'),
    ],
  },
  {
    id: 24,
    name: 'الأقصر',
    name_en: 'Luxor',
    cities: [
      c('الأقصر', 'Luxor'),
      c('إسنا', 'Esna', [v('المعلا', 'Al Moalla'), v('أصفون المطاعنة', 'Asfun El Mataana')]),
      c('أرمنت', 'Armant', [v('الرزيقات', 'Al Rizeiqat'), v('الضبعية', 'Al Dabaiya')]),
      c('القرنة', 'Al Qurna'),
    ],
  },
  {
    id: 25,
    name: 'أسوان',
    name_en: 'Aswan',
    cities: [
      c('أسوان', 'Aswan'),
      c('كوم أمبو', 'Kom Ombo'),
      c('إدفو', 'Edfu', [v('الرديسية', 'Al Radisiya'), v('البصيلية', 'Al Busayliyah')]),
      c('دراو', 'Daraw'),
      c('نصر النوبة', 'Nasr El Nuba'),
    ],
  },
  {
    id: 26,
    name: 'الوادي الجديد',
    name_en: 'New Valley',
    cities: [
      c('الخارجة', 'Kharga'),
      c('الداخلة', 'Dakhla'),
      c('الفرافرة', 'Farafra'),
      c('باريس', 'Paris'),
      c('بلاط', 'Balat'),
    ],
  },
  {
    id: 27,
    name: 'مطروح',
    name_en: 'Matrouh',
    cities: [
      c('مرسى مطروح', 'Marsa Matrouh'),
      c('العلمين', 'El Alamein'),
      c('الضبعة', 'El Dabaa'),
      c('سيوة', 'Siwa'),
      c('السلوم', 'El Sallum'),
    ],
  },
]
