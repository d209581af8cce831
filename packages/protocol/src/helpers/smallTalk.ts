import type { Locale } from '../enums.js';

/** What a visitor's small talk is: hello, thank you, "is anyone there?", goodbye. */
export const SMALL_TALK_KINDS = ['greeting', 'thanks', 'presence', 'goodbye'] as const;
export type SmallTalkKind = (typeof SMALL_TALK_KINDS)[number];

/**
 * The robot's replies to small talk in every widget locale, used where the tenant wrote none of its own
 * (channel setting robotSmallTalk.replies). The console shows them as the placeholders of its fields.
 */
export const DEFAULT_SMALL_TALK_REPLIES: Record<Locale, Record<SmallTalkKind, string>> = {
  zh: {
    greeting: '您好！请问有什么可以帮您？',
    thanks: '不客气！还有其他可以帮您的吗？',
    presence: '我在的，请问有什么可以帮您？',
    goodbye: '感谢您的咨询，祝您生活愉快，再见！',
  },
  en: {
    greeting: 'Hello! How can I help you today?',
    thanks: "You're welcome! Is there anything else I can help with?",
    presence: "Yes, I'm here. What can I do for you?",
    goodbye: 'Thanks for chatting with us. Have a great day!',
  },
  vi: {
    greeting: 'Xin chào! Mình có thể giúp gì cho bạn?',
    thanks: 'Không có gì ạ! Bạn còn cần hỗ trợ gì nữa không?',
    presence: 'Vâng, mình vẫn ở đây. Mình có thể giúp gì cho bạn?',
    goodbye: 'Cảm ơn bạn đã liên hệ. Chúc bạn một ngày tốt lành!',
  },
  th: {
    greeting: 'สวัสดีค่ะ มีอะไรให้ช่วยไหมคะ',
    thanks: 'ยินดีค่ะ มีอะไรให้ช่วยอีกไหมคะ',
    presence: 'อยู่ค่ะ มีอะไรให้ช่วยไหมคะ',
    goodbye: 'ขอบคุณที่ติดต่อเรานะคะ ขอให้เป็นวันที่ดีค่ะ',
  },
  ar: {
    greeting: 'مرحبًا! كيف يمكنني مساعدتك اليوم؟',
    thanks: 'على الرحب والسعة! هل هناك شيء آخر يمكنني مساعدتك به؟',
    presence: 'نعم، أنا هنا. كيف يمكنني مساعدتك؟',
    goodbye: 'شكرًا لتواصلك معنا. نتمنى لك يومًا سعيدًا!',
  },
  bn: {
    greeting: 'হ্যালো! আজ আপনাকে কীভাবে সাহায্য করতে পারি?',
    thanks: 'আপনাকেও ধন্যবাদ! আর কিছুতে সাহায্য করতে পারি?',
    presence: 'হ্যাঁ, আমি আছি। বলুন, কীভাবে সাহায্য করতে পারি?',
    goodbye: 'আমাদের সঙ্গে যোগাযোগ করার জন্য ধন্যবাদ। আপনার দিনটি শুভ হোক!',
  },
  de: {
    greeting: 'Hallo! Wie kann ich Ihnen helfen?',
    thanks: 'Gern geschehen! Kann ich sonst noch etwas für Sie tun?',
    presence: 'Ja, ich bin da. Wie kann ich Ihnen helfen?',
    goodbye: 'Danke für Ihre Nachricht. Einen schönen Tag noch!',
  },
  es: {
    greeting: '¡Hola! ¿En qué puedo ayudarte?',
    thanks: '¡De nada! ¿Puedo ayudarte con algo más?',
    presence: 'Sí, aquí estoy. ¿En qué puedo ayudarte?',
    goodbye: 'Gracias por escribirnos. ¡Que tengas un buen día!',
  },
  fa: {
    greeting: 'سلام! چطور می‌توانم کمکتان کنم؟',
    thanks: 'خواهش می‌کنم! کار دیگری هست که بتوانم برایتان انجام دهم؟',
    presence: 'بله، در خدمتم. چطور می‌توانم کمکتان کنم؟',
    goodbye: 'ممنون که با ما در تماس بودید. روز خوبی داشته باشید!',
  },
  fil: {
    greeting: 'Kumusta! Paano kita matutulungan ngayon?',
    thanks: 'Walang anuman! May iba pa ba akong maitutulong?',
    presence: 'Oo, nandito ako. Ano ang maitutulong ko?',
    goodbye: 'Salamat sa pakikipag-usap sa amin. Magandang araw!',
  },
  fr: {
    greeting: 'Bonjour ! Comment puis-je vous aider ?',
    thanks: 'Avec plaisir ! Puis-je vous aider pour autre chose ?',
    presence: 'Oui, je suis là. Que puis-je faire pour vous ?',
    goodbye: 'Merci de nous avoir écrit. Bonne journée !',
  },
  ja: {
    greeting: 'こんにちは！どのようなご用件でしょうか？',
    thanks: 'どういたしまして！ほかにお手伝いできることはありますか？',
    presence: 'はい、おります。どのようなご用件でしょうか？',
    goodbye: 'お問い合わせありがとうございました。よい一日をお過ごしください。',
  },
  km: {
    greeting: 'សួស្តី! តើខ្ញុំអាចជួយអ្វីបានខ្លះ?',
    thanks: 'មិនអីទេ! តើមានអ្វីផ្សេងទៀតដែលខ្ញុំអាចជួយបានទេ?',
    presence: 'បាទ ខ្ញុំនៅទីនេះ។ តើខ្ញុំអាចជួយអ្វីបាន?',
    goodbye: 'សូមអរគុណដែលបានទាក់ទងមកយើង។ សូមឱ្យមានថ្ងៃល្អ!',
  },
  lo: {
    greeting: 'ສະບາຍດີ! ມີຫຍັງໃຫ້ຊ່ວຍບໍ່?',
    thanks: 'ບໍ່ເປັນຫຍັງ! ມີຫຍັງໃຫ້ຊ່ວຍອີກບໍ່?',
    presence: 'ຢູ່ເດີ, ມີຫຍັງໃຫ້ຊ່ວຍບໍ່?',
    goodbye: 'ຂອບໃຈທີ່ຕິດຕໍ່ຫາພວກເຮົາ. ຂໍໃຫ້ມີມື້ທີ່ດີ!',
  },
  ko: {
    greeting: '안녕하세요! 무엇을 도와드릴까요?',
    thanks: '천만에요! 더 도와드릴 일이 있을까요?',
    presence: '네, 여기 있습니다. 무엇을 도와드릴까요?',
    goodbye: '문의해 주셔서 감사합니다. 좋은 하루 보내세요!',
  },
  ms: {
    greeting: 'Hai! Apa yang boleh saya bantu?',
    thanks: 'Sama-sama! Ada apa-apa lagi yang boleh saya bantu?',
    presence: 'Ya, saya di sini. Apa yang boleh saya bantu?',
    goodbye: 'Terima kasih kerana menghubungi kami. Selamat maju jaya!',
  },
  my: {
    greeting: 'မင်္ဂလာပါ! ဘာများ ကူညီပေးရမလဲ။',
    thanks: 'ရပါတယ်! တခြား ကူညီပေးစရာ ရှိသေးလား။',
    presence: 'ရှိပါတယ်။ ဘာများ ကူညီပေးရမလဲ။',
    goodbye: 'ဆက်သွယ်ပေးတဲ့အတွက် ကျေးဇူးတင်ပါတယ်။ နေ့လေး သာယာပါစေ!',
  },
  nl: {
    greeting: 'Hallo! Waarmee kan ik je helpen?',
    thanks: 'Graag gedaan! Kan ik je nog ergens anders mee helpen?',
    presence: 'Ja, ik ben er. Waarmee kan ik je helpen?',
    goodbye: 'Bedankt voor je bericht. Nog een fijne dag!',
  },
  pl: {
    greeting: 'Dzień dobry! W czym mogę pomóc?',
    thanks: 'Nie ma za co! Czy mogę pomóc w czymś jeszcze?',
    presence: 'Tak, jestem. W czym mogę pomóc?',
    goodbye: 'Dziękujemy za kontakt. Miłego dnia!',
  },
  pt: {
    greeting: 'Olá! Como posso ajudar?',
    thanks: 'De nada! Posso ajudar em mais alguma coisa?',
    presence: 'Sim, estou aqui. Como posso ajudar?',
    goodbye: 'Obrigado pelo contato. Tenha um ótimo dia!',
  },
  ru: {
    greeting: 'Здравствуйте! Чем могу помочь?',
    thanks: 'Пожалуйста! Могу ли я помочь чем-то ещё?',
    presence: 'Да, я здесь. Чем могу помочь?',
    goodbye: 'Спасибо за обращение. Хорошего дня!',
  },
  tr: {
    greeting: 'Merhaba! Size nasıl yardımcı olabilirim?',
    thanks: 'Rica ederim! Yardımcı olabileceğim başka bir konu var mı?',
    presence: 'Evet, buradayım. Size nasıl yardımcı olabilirim?',
    goodbye: 'Bize yazdığınız için teşekkürler. İyi günler!',
  },
  tw: {
    greeting: '您好！請問有什麼可以幫您？',
    thanks: '不客氣！還有其他可以幫您的嗎？',
    presence: '我在喔，請問有什麼可以幫您？',
    goodbye: '感謝您的詢問，祝您有美好的一天，再見！',
  },
  zu: {
    greeting: 'Sawubona! Ngingakusiza ngani namuhla?',
    thanks: 'Wamukelekile! Ukhona yini okunye engingakusiza ngakho?',
    presence: 'Yebo, ngikhona. Ngingakusiza ngani?',
    goodbye: 'Siyabonga ngokuxhumana nathi. Ube nosuku oluhle!',
  },
};
