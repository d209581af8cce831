import { DEFAULT_SMALL_TALK_REPLIES, LOCALES, type Locale, type RobotSmallTalk, type SmallTalkKind } from '@parley/protocol';
import { hasHan } from './engine/text.js';

export interface ReplyTexts {
  unknown: string;
  clarify: string;
  /** A request for a person handed over at once (S-RB4, S-RB17). */
  transfer: string;
  /** A request for a person answered with the transfer button (S-RB17, robotUnknownTransferUserMode 1). */
  offer: string;
}

/** The robot's own sentences in every widget locale (the spec's codes: `tw` is Traditional Chinese). */
const TEXTS: Record<string, ReplyTexts> = {
  en: {
    unknown: "Sorry, I don't have an answer to that yet. Could you put it another way, or ask to talk to an agent?",
    clarify: 'Did you mean one of these?',
    transfer: 'Let me connect you with an agent.',
    offer: "Of course. Tap the button below and I'll get a colleague for you.",
  },
  zh: {
    unknown: '抱歉，这个问题我暂时还不会回答。换个说法试试，或者转人工客服。',
    clarify: '您是想问以下哪个问题？',
    transfer: '正在为您转接人工客服。',
    offer: '好的，点击下方按钮即可为您转接人工客服。',
  },
  tw: {
    unknown: '抱歉，這個問題我暫時還不會回答。換個說法試試，或者轉人工客服。',
    clarify: '您是想問以下哪個問題？',
    transfer: '正在為您轉接人工客服。',
    offer: '好的，點擊下方按鈕即可為您轉接人工客服。',
  },
  ja: {
    unknown: '申し訳ありません、そのご質問にはまだお答えできません。別の言い方でお試しいただくか、担当者への切り替えをお申し付けください。',
    clarify: 'お探しの内容は次のどれでしょうか？',
    transfer: '担当者におつなぎします。',
    offer: 'かしこまりました。下のボタンから担当者におつなぎします。',
  },
  vi: {
    unknown: 'Xin lỗi, mình chưa có câu trả lời cho câu hỏi này. Bạn thử hỏi theo cách khác, hoặc yêu cầu gặp nhân viên hỗ trợ nhé.',
    clarify: 'Có phải bạn muốn hỏi một trong những câu sau?',
    transfer: 'Mình sẽ kết nối bạn với nhân viên hỗ trợ ngay.',
    offer: 'Dạ được ạ. Bạn bấm nút bên dưới để trò chuyện với nhân viên hỗ trợ nhé.',
  },
  th: {
    unknown: 'ขออภัยค่ะ ตอนนี้ยังไม่มีคำตอบสำหรับคำถามนี้ ลองถามด้วยคำอื่น หรือขอคุยกับเจ้าหน้าที่ได้เลยค่ะ',
    clarify: 'คุณหมายถึงคำถามข้อใดต่อไปนี้คะ',
    transfer: 'กำลังเชื่อมต่อคุณกับเจ้าหน้าที่ค่ะ',
    offer: 'ได้เลยค่ะ กดปุ่มด้านล่างเพื่อคุยกับเจ้าหน้าที่ได้เลยค่ะ',
  },
  ar: {
    unknown: 'عذرًا، لا أملك إجابة عن هذا السؤال بعد. هل يمكنك صياغته بطريقة أخرى، أو طلب التحدث إلى أحد الموظفين؟',
    clarify: 'هل تقصد أحد هذه الأسئلة؟',
    transfer: 'سأوصلك الآن بأحد الموظفين.',
    offer: 'بالتأكيد. اضغط على الزر أدناه وسأوصلك بأحد الموظفين.',
  },
  bn: {
    unknown: 'দুঃখিত, এই প্রশ্নের উত্তর এখনও আমার জানা নেই। অন্যভাবে জিজ্ঞেস করে দেখুন, অথবা একজন প্রতিনিধির সঙ্গে কথা বলতে চাইতে পারেন।',
    clarify: 'আপনি কি এগুলোর কোনো একটি জানতে চাইছেন?',
    transfer: 'আপনাকে একজন প্রতিনিধির সঙ্গে যুক্ত করছি।',
    offer: 'অবশ্যই। নিচের বোতামে চাপ দিন, আমি আপনাকে একজন প্রতিনিধির সঙ্গে যুক্ত করব।',
  },
  de: {
    unknown:
      'Das kann ich leider noch nicht beantworten. Könnten Sie Ihre Frage anders formulieren oder möchten Sie mit einem Mitarbeiter sprechen?',
    clarify: 'Meinten Sie eine dieser Fragen?',
    transfer: 'Ich verbinde Sie mit einem Mitarbeiter.',
    offer: 'Gern. Tippen Sie auf die Schaltfläche unten, dann verbinde ich Sie mit einem Mitarbeiter.',
  },
  es: {
    unknown: 'Lo siento, todavía no tengo una respuesta para eso. ¿Podría formularlo de otra manera o prefiere hablar con un agente?',
    clarify: '¿Se refiere a alguna de estas preguntas?',
    transfer: 'Le pongo en contacto con un agente.',
    offer: 'Por supuesto. Pulse el botón de abajo y le pondré en contacto con un agente.',
  },
  fa: {
    unknown: 'متأسفم، هنوز پاسخی برای این پرسش ندارم. می‌توانید آن را به شکل دیگری بپرسید یا بخواهید با یک کارشناس گفتگو کنید.',
    clarify: 'منظورتان یکی از این موارد است؟',
    transfer: 'شما را به یک کارشناس وصل می‌کنم.',
    offer: 'حتماً. روی دکمهٔ زیر بزنید تا شما را به یک کارشناس وصل کنم.',
  },
  fil: {
    unknown: 'Pasensya na, wala pa akong sagot diyan. Puwede mo bang itanong sa ibang paraan, o humiling na makausap ang isang ahente?',
    clarify: 'Alin sa mga ito ang ibig mong sabihin?',
    transfer: 'Ikokonekta kita sa isang ahente.',
    offer: 'Sige po. I-tap ang button sa ibaba para makausap ang isang ahente.',
  },
  fr: {
    unknown:
      'Désolé, je n’ai pas encore de réponse à cette question. Pourriez-vous la reformuler, ou souhaitez-vous parler à un conseiller ?',
    clarify: 'Vouliez-vous dire l’une de ces questions ?',
    transfer: 'Je vous mets en relation avec un conseiller.',
    offer: 'Bien sûr. Touchez le bouton ci-dessous et je vous mets en relation avec un conseiller.',
  },
  km: {
    unknown: 'សូមអភ័យទោស ខ្ញុំមិនទាន់មានចម្លើយសម្រាប់សំណួរនេះនៅឡើយទេ។ សូមសាកល្បងសួរតាមរបៀបផ្សេង ឬស្នើសុំនិយាយជាមួយភ្នាក់ងារ។',
    clarify: 'តើអ្នកចង់សួរអំពីសំណួរណាមួយខាងក្រោមនេះ?',
    transfer: 'ខ្ញុំនឹងភ្ជាប់អ្នកទៅភ្នាក់ងារឥឡូវនេះ។',
    offer: 'បាទ/ចាស។ សូមចុចប៊ូតុងខាងក្រោម ដើម្បីនិយាយជាមួយភ្នាក់ងារ។',
  },
  lo: {
    unknown: 'ຂໍອະໄພ, ຕອນນີ້ຍັງບໍ່ມີຄຳຕອບສຳລັບຄຳຖາມນີ້. ລອງຖາມດ້ວຍຄຳອື່ນ ຫຼື ຂໍລົມກັບພະນັກງານໄດ້ເລີຍ.',
    clarify: 'ທ່ານໝາຍເຖິງຄຳຖາມໃດຕໍ່ໄປນີ້?',
    transfer: 'ກຳລັງເຊື່ອມຕໍ່ທ່ານກັບພະນັກງານ.',
    offer: 'ໄດ້ເລີຍ. ກົດປຸ່ມດ້ານລຸ່ມເພື່ອລົມກັບພະນັກງານ.',
  },
  ko: {
    unknown: '죄송합니다. 아직 이 질문에는 답변드리기 어렵습니다. 다른 표현으로 다시 질문하시거나 상담원 연결을 요청해 주세요.',
    clarify: '아래 질문 중 찾으시는 내용이 있나요?',
    transfer: '상담원에게 연결해 드리겠습니다.',
    offer: '물론입니다. 아래 버튼을 누르시면 상담원에게 연결해 드립니다.',
  },
  ms: {
    unknown: 'Maaf, saya belum ada jawapan untuk soalan itu. Cuba tanya dengan cara lain, atau minta untuk bercakap dengan ejen.',
    clarify: 'Adakah anda maksudkan salah satu daripada ini?',
    transfer: 'Saya akan menghubungkan anda dengan ejen sekarang.',
    offer: 'Baiklah. Tekan butang di bawah untuk bercakap dengan ejen.',
  },
  my: {
    unknown: 'တောင်းပန်ပါတယ်၊ ဒီမေးခွန်းအတွက် အဖြေ မရှိသေးပါဘူး။ တခြားပုံစံနဲ့ မေးကြည့်ပါ၊ ဒါမှမဟုတ် ဝန်ထမ်းနဲ့ စကားပြောဖို့ တောင်းဆိုနိုင်ပါတယ်။',
    clarify: 'အောက်ပါမေးခွန်းတွေထဲက တစ်ခုခုကို ဆိုလိုတာလား။',
    transfer: 'ဝန်ထမ်းနဲ့ ချိတ်ဆက်ပေးပါမယ်။',
    offer: 'ရပါတယ်။ ဝန်ထမ်းနဲ့ စကားပြောဖို့ အောက်က ခလုတ်ကို နှိပ်ပါ။',
  },
  nl: {
    unknown: 'Sorry, daar heb ik nog geen antwoord op. Kun je het anders formuleren, of wil je met een medewerker praten?',
    clarify: 'Bedoelde je een van deze vragen?',
    transfer: 'Ik verbind je door met een medewerker.',
    offer: 'Natuurlijk. Tik op de knop hieronder, dan verbind ik je door met een medewerker.',
  },
  pl: {
    unknown: 'Przepraszam, nie znam jeszcze odpowiedzi na to pytanie. Spróbuj zapytać inaczej albo poproś o rozmowę z konsultantem.',
    clarify: 'Czy chodziło Ci o jedno z tych pytań?',
    transfer: 'Łączę Cię z konsultantem.',
    offer: 'Oczywiście. Naciśnij przycisk poniżej, a połączę Cię z konsultantem.',
  },
  pt: {
    unknown: 'Desculpe, ainda não tenho uma resposta para isso. Você pode perguntar de outro jeito ou pedir para falar com um atendente.',
    clarify: 'Você quis dizer uma destas perguntas?',
    transfer: 'Vou transferir você para um atendente.',
    offer: 'Claro. Toque no botão abaixo e vou transferir você para um atendente.',
  },
  ru: {
    unknown:
      'К сожалению, у меня пока нет ответа на этот вопрос. Попробуйте сформулировать его иначе или попросите соединить вас с оператором.',
    clarify: 'Возможно, вы имели в виду один из этих вопросов?',
    transfer: 'Соединяю вас с оператором.',
    offer: 'Конечно. Нажмите кнопку ниже, и я соединю вас с оператором.',
  },
  tr: {
    unknown:
      'Üzgünüm, bu soruya henüz bir yanıtım yok. Farklı bir şekilde sormayı deneyebilir ya da bir temsilciyle görüşmek istediğinizi söyleyebilirsiniz.',
    clarify: 'Bunlardan birini mi sormak istediniz?',
    transfer: 'Sizi bir temsilciye bağlıyorum.',
    offer: 'Elbette. Aşağıdaki düğmeye dokunun, sizi bir temsilciye bağlayayım.',
  },
  zu: {
    unknown: 'Uxolo, angikayitholi impendulo yalokho okwamanje. Ungazama ukukubuza ngenye indlela, noma ucele ukukhuluma nomenzeli?',
    clarify: 'Ingabe ubusho okukodwa kwalokhu?',
    transfer: 'Ake ngikuxhumanise nomenzeli.',
    offer: 'Kulungile. Thepha inkinobho engezansi ukuze ngikuxhumanise nomenzeli.',
  },
};

/** zh-TW, zh-Hant and zh-HK read as Traditional Chinese; otherwise the language part of the tag. */
function localeKey(tag: string): string {
  const t = tag.trim().toLowerCase().replace('_', '-');
  if (t === 'tw' || /^zh-(tw|hk|mo|hant)/.test(t)) return 'tw';
  return t.split('-')[0]!;
}

/**
 * The robot answers in the visitor's locale (sent with chatStart), else the channel's language. Only a caller
 * that gave neither (a bare API client) has its language guessed from the question: Chinese characters read
 * as Chinese; anything else as English.
 */
export function replyTexts(visitorLocale: string, channelLanguage: string, question: string): ReplyTexts {
  return TEXTS[replyLocale(visitorLocale, channelLanguage, question)] ?? TEXTS.en!;
}

/** The locale key the robot answers in (S-RB7): the visitor's, the channel's, else the question's script. */
function replyLocale(visitorLocale: string, channelLanguage: string, question: string): string {
  for (const tag of [visitorLocale, channelLanguage]) if (tag.trim() !== '') return localeKey(tag);
  return hasHan(question) ? 'zh' : 'en';
}

/**
 * The robot's reply to small talk (S-RB16), in the locale chosen as for its other sentences: the tenant's own text
 * for that locale and kind, else the built-in one; a locale the widget does not have answers in English.
 */
export function smallTalkReply(
  kind: SmallTalkKind,
  own: RobotSmallTalk['replies'],
  visitorLocale: string,
  channelLanguage: string,
  question: string,
): string {
  const key = replyLocale(visitorLocale, channelLanguage, question);
  const locale: Locale = (LOCALES as readonly string[]).includes(key) ? (key as Locale) : 'en';
  return own[locale]?.[kind]?.trim() || DEFAULT_SMALL_TALK_REPLIES[locale][kind];
}
