import type { Locale } from '@parley/protocol';

/**
 * How visitors ask the robot for a person, per widget locale: the one list of them (issue 33 item 3). It lives with
 * the robot's lexicon rather than in the protocol because only the server's matcher reads it, and what it holds is
 * matching data (who, the verbs around them, the words to take off), not part of the API; a channel's
 * `robotTransferKeywords` add the tenant's own words to it. Written as visitors chat, with common spellings without
 * accents; the matcher folds case, width, accents and Arabic letter forms (smallTalk.fold) and forgives typos.
 */
export interface LocaleHumanPhrases {
  /** Whole requests, found anywhere in a message: "live agent", 转人工, 人工客服. */
  phrases: readonly string[];
  /**
   * Who a visitor asks for: "a human", "an agent", 人工, 客服. They ask for a person after one of `verbs` (a few words
   * may stand between: "talk to one of your agents"), or when the message is little else ("agent please").
   */
  persons: readonly string[];
  /** What a visitor wants to do with that person: "talk to", "speak with", "connect me to", 转, 找, 联系. */
  verbs: readonly string[];
  /** Words around a request that ask nothing more ("please", "can I", "let me", 我要, 请): taken off with it. */
  filler?: readonly string[];
  /** Words holding a person that mean something else (人工费 is the labour cost, a travel agent is not ours). */
  not?: readonly string[];
}

export const HUMAN_REQUEST_PHRASES: Record<Locale, LocaleHumanPhrases> = {
  en: {
    phrases: ['live agent', 'live person', 'live chat agent', 'real person', 'real human', 'actual person', 'human agent', 'human being', 'not a bot', 'not a robot', 'customer service agent', 'customer service representative'],
    persons: ['human', 'humans', 'person', 'someone', 'somebody', 'agent', 'agents', 'representative', 'rep', 'operator', 'staff member', 'manager', 'supervisor', 'customer service', 'customer support', 'support team', 'advisor', 'adviser', 'consultant', 'colleague'],
    verbs: ['talk to', 'talk with', 'speak to', 'speak with', 'chat with', 'chat to', 'connect me to', 'connect me with', 'transfer me to', 'put me through to', 'contact', 'reach'],
    filler: ['i', 'me', 'get', 'give', 'can', 'could', 'may', 'please', 'pls', 'plz', 'let', 'want', 'wanna', 'need', 'would', 'like', 'to', 'a', 'an', 'the', 'some', 'your', 'one', 'of', 'now', 'right', 'asap', 'just', 'or', 'and', 'but', 'instead', 'you', 'u', 'do', 'have', 'is', 'there', 'any', 'available', 'real', 'live', 'actual', 'how', 'id', "i'd", 'im', "i'm", 'ok', 'okay', 'thanks', 'bot', 'robot', 'useless', 'stupid'],
    not: ['human resources', 'sales agent', 'sales agents', 'travel agent', 'shipping agent', 'real estate agent', 'estate agent', 'agent program'],
  },
  zh: {
    phrases: ['转人工', '人工客服', '人工服务', '真人客服', '找人工', '要人工', '接人工', '人工坐席', '在线客服', '客服人员', '不要机器人', '不想和机器人'],
    persons: ['人工', '真人', '客服', '活人', '坐席', '接线员', '工作人员', '专员', '经理', '你们的人'],
    verbs: ['转', '找', '要', '接', '联系', '让', '叫', '换成'],
    filler: ['我', '我要', '我想', '想', '请', '请帮我', '帮我', '麻烦', '给我', '能不能', '可以', '可不可以', '能', '吗', '呢', '吧', '啊', '呀', '一下', '个', '说话', '聊', '聊聊', '沟通', '对话', '谈', '还是', '或者', '直接', '赶紧', '快', '马上', '现在', '谢谢', '好的', '机器人', '听不懂', '不懂', '没用', '太笨'],
    not: ['人工费', '人工成本', '人工智能', '人工安装费', '客服电话', '客服邮箱'],
  },
  tw: {
    phrases: ['轉人工', '人工客服', '人工服務', '真人客服', '找人工', '要人工', '接人工', '線上客服', '客服人員', '不要機器人'],
    persons: ['人工', '真人', '客服', '專員', '工作人員', '經理'],
    verbs: ['轉', '找', '要', '接', '聯繫', '聯絡', '讓', '叫', '換成'],
    filler: ['我', '我要', '我想', '想', '請', '請幫我', '幫我', '麻煩', '給我', '能不能', '可以', '能', '嗎', '呢', '吧', '啊', '一下', '個', '說話', '聊', '溝通', '還是', '或者', '直接', '馬上', '現在', '謝謝'],
    not: ['人工費', '人工成本', '人工智慧', '客服電話'],
  },
  ja: {
    phrases: ['オペレーターにつないで', '担当者につないで', '有人対応', '人と話したい', '人間と話したい', 'ロボットじゃなく'],
    persons: ['オペレーター', '担当者', 'スタッフ', '人間', '有人', '係の人', 'サポート'],
    verbs: ['につないで', 'と話したい', 'と話せ', 'に代わって', 'に変えて', 'に繋いで', 'を呼んで'],
    filler: ['お願いします', 'おねがいします', 'ください', 'してください', 'すみません', 'ですか', 'ますか', 'か', 'に', 'と', 'を', 'は'],
  },
  ko: {
    phrases: ['상담원 연결', '상담사 연결', '사람이랑 얘기', '사람과 대화', '직원 연결', '사람 연결'],
    persons: ['상담원', '상담사', '직원', '사람', '담당자', '매니저'],
    verbs: ['연결', '연결해', '바꿔', '얘기', '통화', '대화'],
    filler: ['주세요', '해주세요', '해 주세요', '좀', '부탁', '부탁해요', '드려요', '요', '하고', '싶어요', '싶어', '랑', '이랑', '과', '와', '해'],
  },
  vi: {
    phrases: ['gap nhan vien', 'gặp nhân viên', 'noi chuyen voi nguoi', 'nói chuyện với người', 'nhan vien tu van', 'nhân viên tư vấn', 'nguoi that', 'người thật', 'tong dai vien', 'tổng đài viên'],
    persons: ['nhan vien', 'nhân viên', 'nguoi that', 'người thật', 'tu van vien', 'tư vấn viên', 'cham soc khach hang', 'chăm sóc khách hàng', 'admin'],
    verbs: ['gap', 'gặp', 'noi chuyen voi', 'nói chuyện với', 'ket noi', 'kết nối', 'chuyen', 'chuyển', 'lien he', 'liên hệ', 'cho', 'can', 'cần', 'muon', 'muốn'],
    filler: ['toi', 'tôi', 'minh', 'mình', 'em', 'anh', 'chi', 'chị', 'ban', 'bạn', 'cho', 'xin', 'vui long', 'vui lòng', 'duoc', 'được', 'khong', 'không', 'a', 'ạ', 'voi', 'với', 'di', 'đi', 'nhe', 'nhé', 'hoac', 'hoặc'],
  },
  th: {
    phrases: ['ขอคุยกับเจ้าหน้าที่', 'คุยกับเจ้าหน้าที่', 'ติดต่อเจ้าหน้าที่', 'ขอคุยกับคน', 'คุยกับคนจริง', 'ต่อเจ้าหน้าที่', 'แอดมินตอบ'],
    persons: ['เจ้าหน้าที่', 'พนักงาน', 'แอดมิน', 'คนจริง', 'ฝ่ายบริการลูกค้า'],
    verbs: ['ขอคุยกับ', 'คุยกับ', 'ติดต่อ', 'ต่อสาย', 'โอนไป', 'ขอสาย', 'ขอ'],
    filler: ['ค่ะ', 'คะ', 'ครับ', 'หน่อย', 'ได้ไหม', 'ได้มั้ย', 'ได้ไหมคะ', 'ได้ไหมครับ', 'ช่วย', 'อยาก', 'ผม', 'ฉัน', 'หนู'],
  },
  ar: {
    phrases: ['موظف خدمة العملاء', 'التحدث مع موظف', 'التحدث مع شخص', 'اكلم موظف', 'اتكلم مع موظف', 'شخص حقيقي', 'خدمة العملاء'],
    persons: ['موظف', 'شخص', 'انسان', 'مندوب', 'ممثل', 'الدعم', 'احد الموظفين'],
    verbs: ['التحدث مع', 'اتحدث مع', 'اكلم', 'اتكلم مع', 'تحويلي الى', 'حولني الى', 'وصلني', 'اريد', 'ابغى', 'عايز'],
    filler: ['من فضلك', 'لو سمحت', 'ممكن', 'اريد', 'ان', 'الى', 'مع', 'او', 'الان', 'شكرا'],
  },
  bn: {
    phrases: ['মানুষের সাথে কথা', 'প্রতিনিধির সাথে কথা', 'এজেন্টের সাথে কথা', 'কাস্টমার কেয়ার'],
    persons: ['মানুষ', 'প্রতিনিধি', 'এজেন্ট', 'কর্মী', 'অপারেটর'],
    verbs: ['সাথে কথা', 'সঙ্গে কথা', 'সংযোগ', 'যোগাযোগ'],
    filler: ['আমি', 'আমাকে', 'চাই', 'বলতে', 'দয়া করে', 'প্লিজ', 'একজন', 'বলব', 'করুন', 'দিন'],
  },
  de: {
    phrases: ['echten menschen', 'echter mensch', 'echte person', 'kundenservice mitarbeiter', 'menschlichen mitarbeiter'],
    persons: ['mensch', 'menschen', 'mitarbeiter', 'mitarbeiterin', 'person', 'berater', 'beraterin', 'kundenservice', 'kundendienst', 'jemandem', 'jemand', 'support', 'agent'],
    verbs: ['sprechen mit', 'reden mit', 'mit', 'verbinden sie mich mit', 'verbinden mit', 'weiterleiten an', 'brauche', 'mochte', 'will'],
    filler: ['ich', 'mich', 'bitte', 'kann', 'konnen', 'moechte', 'mochte', 'will', 'einem', 'einen', 'einer', 'ein', 'eine', 'dem', 'den', 'der', 'sprechen', 'reden', 'jetzt', 'oder', 'und', 'ihrem', 'ihren', 'echten', 'danke'],
  },
  es: {
    phrases: ['persona real', 'agente humano', 'atencion al cliente', 'hablar con alguien', 'hablar con una persona', 'hablar con un agente', 'hablar con un humano', 'asesor humano'],
    persons: ['humano', 'persona', 'agente', 'asesor', 'asesora', 'operador', 'operadora', 'representante', 'alguien', 'encargado', 'ejecutivo'],
    verbs: ['hablar con', 'comunicarme con', 'contactar con', 'contactar a', 'pasame con', 'pasame a', 'ponme con', 'quiero', 'necesito'],
    filler: ['quiero', 'necesito', 'puedo', 'podria', 'por favor', 'porfa', 'un', 'una', 'el', 'la', 'con', 'me', 'ahora', 'o', 'y', 'gracias', 'real'],
  },
  fa: {
    phrases: ['صحبت با اپراتور', 'صحبت با کارشناس', 'صحبت با یک آدم', 'اپراتور انسانی', 'پشتیبانی انسانی'],
    persons: ['اپراتور', 'کارشناس', 'پشتیبان', 'آدم', 'انسان', 'مشاور'],
    verbs: ['صحبت با', 'وصل کنید به', 'وصلم کن به', 'تماس با', 'میخوام', 'می خواهم'],
    filler: ['لطفا', 'من', 'میخوام', 'می‌خواهم', 'می خواهم', 'یک', 'با', 'به', 'صحبت', 'کنم', 'کنید', 'وصل', 'الان', 'یا', 'ممنون'],
  },
  fil: {
    phrases: ['makausap ang tao', 'makausap ang ahente', 'totoong tao', 'live agent', 'customer service'],
    persons: ['tao', 'ahente', 'agent', 'representative', 'staff', 'customer service'],
    verbs: ['makausap', 'kausapin', 'makipag-usap sa', 'makipag usap sa', 'ikonekta sa', 'gusto ko ng'],
    filler: ['gusto', 'ko', 'po', 'ang', 'ng', 'sa', 'isang', 'pwede', 'puwede', 'ba', 'paki', 'naman', 'o', 'salamat'],
  },
  fr: {
    phrases: ['personne reelle', 'vrai humain', 'vraie personne', 'service client', 'conseiller humain', 'parler a quelqu un'],
    persons: ['humain', 'personne', 'conseiller', 'conseillere', 'agent', 'operateur', 'operatrice', 'quelqu un', "quelqu'un", 'responsable', 'interlocuteur'],
    verbs: ['parler a', 'parler avec', 'discuter avec', 'me mettre en relation avec', 'mettez moi en relation avec', 'contacter', 'joindre', 'je veux', 'je voudrais'],
    filler: ['je', 'veux', 'voudrais', 'souhaite', 'peux', 'puis', 'pouvez', 'vous', 'svp', 'sil vous plait', "s'il vous plait", 'un', 'une', 'le', 'la', 'a', 'avec', 'maintenant', 'ou', 'et', 'merci', 'vrai', 'vraie'],
  },
  km: {
    phrases: ['និយាយជាមួយភ្នាក់ងារ', 'និយាយជាមួយមនុស្ស', 'ភ្នាក់ងារផ្ទាល់'],
    persons: ['ភ្នាក់ងារ', 'បុគ្គលិក', 'មនុស្ស', 'អ្នកប្រឹក្សា'],
    verbs: ['និយាយជាមួយ', 'ភ្ជាប់ទៅ', 'ទាក់ទង', 'ចង់'],
    filler: ['ខ្ញុំ', 'សូម', 'ចង់', 'បាន', 'ទេ', 'បាទ', 'ចាស'],
  },
  lo: {
    phrases: ['ລົມກັບພະນັກງານ', 'ລົມກັບຄົນ', 'ຕິດຕໍ່ພະນັກງານ'],
    persons: ['ພະນັກງານ', 'ຄົນ', 'ເຈົ້າໜ້າທີ່', 'ແອັດມິນ'],
    verbs: ['ລົມກັບ', 'ຕິດຕໍ່', 'ຂໍລົມກັບ', 'ເຊື່ອມຕໍ່'],
    filler: ['ຂ້ອຍ', 'ຂໍ', 'ແດ່', 'ໄດ້ບໍ່', 'ເດີ້', 'ຄັບ', 'ເຈົ້າ'],
  },
  ms: {
    phrases: ['bercakap dengan ejen', 'bercakap dengan manusia', 'orang sebenar', 'khidmat pelanggan', 'ejen manusia'],
    persons: ['ejen', 'manusia', 'orang', 'kakitangan', 'staf', 'wakil', 'pegawai', 'agent'],
    verbs: ['bercakap dengan', 'cakap dengan', 'sambungkan saya ke', 'sambung ke', 'hubungi', 'nak', 'mahu', 'perlukan'],
    filler: ['saya', 'nak', 'mahu', 'boleh', 'tolong', 'sila', 'dengan', 'ke', 'seorang', 'sekarang', 'atau', 'terima kasih'],
  },
  my: {
    phrases: ['ဝန်ထမ်းနဲ့ပြောချင်', 'လူနဲ့ပြောချင်', 'အေးဂျင့်နဲ့ပြော'],
    persons: ['ဝန်ထမ်း', 'လူ', 'အေးဂျင့်', 'ကိုယ်စားလှယ်'],
    verbs: ['နဲ့ပြော', 'နှင့်ပြော', 'ဆက်သွယ်', 'ချိတ်ပေး'],
    filler: ['ကျွန်တော်', 'ကျွန်မ', 'ချင်ပါတယ်', 'ပါတယ်', 'ချင်', 'ပါ', 'ပေးပါ', 'ရမလား'],
  },
  nl: {
    phrases: ['echt persoon', 'echte persoon', 'echte medewerker', 'klantenservice medewerker', 'menselijke medewerker'],
    persons: ['mens', 'medewerker', 'medewerkster', 'persoon', 'iemand', 'klantenservice', 'agent', 'adviseur'],
    verbs: ['praten met', 'spreken met', 'chatten met', 'doorverbinden met', 'verbind me met', 'wil'],
    filler: ['ik', 'wil', 'graag', 'kan', 'mag', 'alstublieft', 'alsjeblieft', 'een', 'de', 'het', 'met', 'nu', 'of', 'en', 'bedankt', 'echte'],
  },
  pl: {
    phrases: ['prawdziwa osoba', 'prawdziwym człowiekiem', 'z konsultantem', 'z człowiekiem', 'obsługa klienta'],
    persons: ['konsultant', 'konsultanta', 'konsultantem', 'człowiek', 'człowiekiem', 'osoba', 'osobą', 'pracownik', 'pracownikiem', 'doradca', 'doradcą', 'kimś'],
    verbs: ['rozmawiać z', 'porozmawiać z', 'połącz mnie z', 'połączyć z', 'chcę', 'proszę o'],
    filler: ['chcę', 'chciałbym', 'chciałabym', 'proszę', 'mogę', 'czy', 'z', 'ze', 'teraz', 'albo', 'lub', 'i', 'dziękuję'],
  },
  pt: {
    phrases: ['pessoa real', 'atendente humano', 'atendimento humano', 'falar com alguem', 'falar com uma pessoa', 'falar com um atendente'],
    persons: ['humano', 'pessoa', 'atendente', 'agente', 'operador', 'operadora', 'representante', 'alguem', 'consultor', 'consultora'],
    verbs: ['falar com', 'conversar com', 'me passa para', 'transferir para', 'quero', 'preciso de'],
    filler: ['quero', 'preciso', 'posso', 'poderia', 'por favor', 'pfv', 'um', 'uma', 'o', 'a', 'com', 'agora', 'ou', 'e', 'obrigado', 'obrigada'],
  },
  ru: {
    phrases: ['живой человек', 'живым человеком', 'живого оператора', 'с оператором', 'с человеком', 'службу поддержки'],
    persons: ['оператор', 'оператора', 'оператором', 'человек', 'человеком', 'человека', 'специалист', 'специалиста', 'специалистом', 'менеджер', 'менеджера', 'консультант', 'консультантом', 'сотрудник', 'сотрудником'],
    verbs: ['поговорить с', 'говорить с', 'связаться с', 'соедините с', 'соедините меня с', 'переключите на', 'позовите', 'хочу', 'нужен'],
    filler: ['я', 'хочу', 'можно', 'пожалуйста', 'мне', 'с', 'на', 'живым', 'живой', 'сейчас', 'или', 'и', 'спасибо'],
  },
  tr: {
    phrases: ['gercek kisi', 'canli destek', 'musteri temsilcisi', 'musteri hizmetleri', 'bir insanla'],
    persons: ['temsilci', 'temsilciyle', 'temsilciye', 'insan', 'insanla', 'yetkili', 'yetkiliyle', 'operator', 'operatorle', 'kisi', 'kisiyle'],
    verbs: ['konuşmak', 'görüşmek', 'bağlayın', 'bağlar mısınız', 'istiyorum'],
    filler: ['ben', 'bir', 'ile', 'lütfen', 'istiyorum', 'mısınız', 'misiniz', 'mı', 'mi', 'şimdi', 'veya', 'ya da', 've', 'teşekkürler'],
  },
  zu: {
    phrases: ['ukhulume nomuntu', 'ngikhulume nomuntu', 'umuntu wangempela', 'ngifuna umuntu'],
    persons: ['umuntu', 'nomuntu', 'umsebenzi', 'isisebenzi', 'nesisebenzi', 'i-agent', 'umeluleki'],
    verbs: ['ngifuna ukukhuluma', 'ukukhuluma', 'ngixhumanise', 'ngixhumanise no', 'ngifuna'],
    filler: ['ngicela', 'ngifuna', 'mina', 'manje', 'noma', 'ngiyabonga'],
  },
};
