import type { SitePath } from '@/lib/routes'

type EnglishOnly = '/caseSearchFormEn' | '/caseFormPartsEn' | '/caseStatusEn'
type ArabicAtSpecPath =
  | '/caseForm'
  | '/caseFormPart'
  | '/caseSearchForm'
  | '/caseFormParts'
  | '/caseStatus'

/** The pages that also exist under /ar: every page of the route table but the case screens. */
export type ArabicSitePath = Exclude<SitePath, EnglishOnly | ArabicAtSpecPath>

/**
 * Title and description of each page under /ar (the English ones are in src/lib/routes.ts).
 * A Record over the route table's paths: a page added there without its Arabic here fails
 * the type check.
 */
export const ARABIC_ROUTES: Record<ArabicSitePath, { title: string; description: string }> = {
  '/': {
    title: 'مؤسسة مصر الجديدة',
    description:
      'تدعم مؤسسة مصر الجديدة المجتمعات في مصر وخارجها بالرعاية الصحية والتعليم والتنمية المستدامة. تبرّع أو تطوّع أو اطلب المساعدة.',
  },
  '/donor': {
    title: 'تبرعاتك',
    description:
      'سجّل الدخول ببريدك الإلكتروني لترى تبرعاتك لمؤسسة مصر الجديدة، وتنزّل إيصالاتها، وتدير تبرعاتك المتكررة.',
  },
  '/blogs': { title: 'المدونة', description: 'قصص وتأملات وأخبار من مدونة مؤسسة مصر الجديدة.' },
  '/blog-detail/[slug]': { title: 'مقال', description: 'مقال من مدونة مؤسسة مصر الجديدة.' },
  '/newEgyptNews': {
    title: 'آخر أخبارنا',
    description: 'آخر أخبار مؤسسة مصر الجديدة: القوافل الطبية والتعليم والإغاثة والعمل المجتمعي.',
  },
  '/newEgyptNews/[slug]': { title: 'خبر', description: 'خبر من أخبار مؤسسة مصر الجديدة.' },
  '/onepage': {
    title: 'مصر الجديدة في لمحة',
    description: 'قضايانا وأولوياتنا ومتطوعونا وآخر أخبارنا في صفحة واحدة.',
  },
  '/aboutus': {
    title: 'من نحن',
    description: 'تعرّف علينا: رسالتنا وأهدافنا وأنديتنا ومجالس إدارتها.',
  },
  '/joinUs': {
    title: 'تطوّع معنا',
    description: 'شاركنا مهاراتك وأحدِث فرقًا في مجتمعنا. سجّل متطوعًا في مؤسسة مصر الجديدة.',
  },
  '/voteForm': {
    title: 'نظام التصويت على قرارات المجلس',
    description: 'يصوّت أعضاء المجلس على قرارات الاجتماع من خلال الرابط الخاص بكل منهم.',
  },
  '/allActivities': {
    title: 'جميع الأنشطة',
    description: 'قضايانا وأحدث أنشطتنا في مصر وخارجها.',
  },
  '/donationServices': {
    title: 'مجالات التبرع',
    description:
      'اختر القضية التي تدعمها: الرعاية الطبية والتعليم والأمن الغذائي والمياه النظيفة وغيرها.',
  },
  '/donationServices/[id]': { title: 'مجال التبرع', description: 'ما يحققه تبرعك لهذه القضية.' },
  '/activities': {
    title: 'الأنشطة',
    description: 'الفعاليات والأنشطة الخيرية لمؤسسة مصر الجديدة.',
  },
  '/activities/[slug]': {
    title: 'نشاط',
    description: 'فعالية خيرية لمؤسسة مصر الجديدة: تفاصيلها وتقدّمها ونتائجها.',
  },
  '/activity-detail/[id]': {
    title: 'نشاط',
    description: 'فعالية خيرية لمؤسسة مصر الجديدة: تفاصيلها وتقدّمها ونتائجها.',
  },
  '/service-detail': {
    title: 'خدماتنا',
    description:
      'برنامج الإفطار والمساعدات الغذائية والأعمال الاجتماعية: خدمات مصر الجديدة اليومية.',
  },
  '/bylaws': {
    title: 'اللائحة الداخلية',
    description:
      'اللائحة الداخلية لمؤسسة مصر الجديدة، وهي مؤسسة أمريكية غير ربحية: الغرض والنواة المؤسِّسة ومجلس الإدارة والمسؤولون واللجان والفروع والمالية والشفافية.',
  },
  '/pricing': {
    title: 'الباقات والأسعار',
    description: 'قارن بين الباقات وأسعارها الشهرية، مع إجابات عن الأسئلة الشائعة.',
  },
  '/team': { title: 'متطوعونا', description: 'تعرّف على المتطوعين الذين يصنعون عملنا.' },
  '/news': { title: 'أحدث الأخبار', description: 'أحدث أخبار مؤسسة مصر الجديدة وأنشطتها.' },
  '/testimonial': {
    title: 'آراء من نخدمهم',
    description: 'ماذا تقول الأسر والمتطوعون والمتبرعون والشركاء عن مؤسسة مصر الجديدة.',
  },
  '/faqs': {
    title: 'الأسئلة الشائعة',
    description: 'إجابات عن الأسئلة المتكررة حول المؤسسة والمدفوعات والتبرعات والدعم.',
  },
  '/blog-sidebar': {
    title: 'المدونة والأخبار',
    description: 'مقالات المدونة والأخبار مع قائمة بأحدث المنشورات.',
  },
  '/login': { title: 'تسجيل الدخول', description: 'دخول العاملين إلى لوحة إدارة مصر الجديدة.' },
  '/signup': {
    title: 'إنشاء حساب',
    description: 'إنشاء حساب على موقع مصر الجديدة. الحسابات غير متاحة للجمهور بعد.',
  },
  '/reset-password': {
    title: 'إعادة تعيين كلمة المرور',
    description: 'استلم رابطًا عبر البريد الإلكتروني لإعادة تعيين كلمة مرور حسابك.',
  },
  '/lock-screen': { title: 'شاشة القفل', description: 'أدخل كلمة المرور لفتح جلستك.' },
  '/terms': {
    title: 'الشروط والأحكام',
    description: 'شروط استخدام موقع مصر الجديدة: التبرعات والتطوع وطلبات المساعدة والمحتوى.',
  },
  '/privacy': {
    title: 'سياسة الخصوصية',
    description:
      'البيانات الشخصية التي يقدمها المتبرعون والمتطوعون وطالبو المساعدة، ولماذا نجمعها، ومدة حفظها، ومن يطّلع عليها.',
  },
  '/boards': {
    title: 'هيكل الفروع',
    description: 'أندية (فروع) مصر الجديدة ومجالس إدارتها في كل دورة وأعضاؤها.',
  },
  '/error': { title: 'خطأ', description: 'حدث خطأ أثناء تحميل هذه الصفحة.' },
  '/contactus': {
    title: 'اتصل بنا',
    description: 'راسل مؤسسة مصر الجديدة أو تواصل مع مكتبينا في نيويورك ونيوجيرسي.',
  },
}
