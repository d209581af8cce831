/**
 * Function words that say nothing about which document is meant. Removing them keeps the
 * "how much of the question did this document explain" measure honest: every question has them.
 * Words that do carry intent (when, long, not, already, yet, still, 多久, 没) are deliberately absent:
 * already/yet/still tell "has shipped" from "has not shipped yet".
 */
export const EN_STOP = new Set(
  `a an the i me my mine myself we us our ours you your yours he him his she her it its they them their
  is am are was were be been being do does did doing done have has had having
  to of in on at for with by from up about into over as and or but if so than then that this these those
  there here what which who whom how why where can could would should will shall may might must
  just please hi hello hey thanks thank any some u ur pls plz im id ive dont cant wont isnt
  like want need wanna gonna let also very really again ok okay
  s t d ll ve re m`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Chinese function words as the segmenter cuts them, and frame words (我要, 多少, 支持, 问题) that say how a question is
 * asked rather than what about: a question sharing only 多少 with a document has nothing in common with it (issue 33).
 */
export const ZH_STOP_WORDS = new Set(
  `的 了 吗 呢 吧 啊 呀 哦 嘛 么 呗 嗯 哈 我 你 您 他 她 它 我们 你们 他们 咱们 是 在 和 与 及 就 都 也 还 又 很 太
  这 那 这个 那个 这些 那些 哪 哪个 哪些 哪里 哪儿 什么 怎么 怎样 怎么样 如何 咋 啥 请问 请 一下 一个 能 能不能
  可以 可不可以 会 要 想 得 地 着 过 个 把 被 给 让 吧 有 没有 不 是不是 有没有 一般 现在 已经 但是 但 然后 因为 所以
  操作 办理 处理 弄 搞 东西 一下子 的话 时候 我要 我想 我想要 想要 多少 支持 问题`
    .split(/\s+/)
    .filter(Boolean),
);

/** Chinese characters too common to mean anything alone; bigrams containing one are dropped too (怎么操作 gives 操作, not 么操). */
export const ZH_STOP_CHARS = new Set([
  ...'的了吗呢吧啊呀哦嘛么呗嗯哈我你您他她它们是在和与及就都也还又很太这那哪什怎样如何咋啥请一下个能可以会要想得地着过把被给让有',
]);
