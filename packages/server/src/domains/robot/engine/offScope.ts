/**
 * Requests visitors often make of a shop's robot that its knowledge base rarely answers: a job, supplying or
 * partnering with the shop, advice on what to buy, chit-chat. When a question makes one and no document it
 * matched speaks of it, the match rests on incidental words ("warehouse" in "are you hiring for warehouse
 * jobs?", 公司 in 你们公司还招人吗), so the robot says it does not know. A knowledge base with a careers or
 * suppliers document still answers: that document speaks of it.
 */
const REQUESTS: readonly RegExp[] = [
  // a job
  /招聘|招人|简历|应聘|求职|兼职|实习|\bhiring\b|\bjobs?\b|\bcareers?\b|\bvacanc(y|ies)\b|\bresumes?\b|\bcv\b|\binternships?\b|\bpart[- ]time\b/,
  // supplying, partnering, reselling
  /合作|供应商|供货|代理商|加盟|批发|\bpartner(ship)?s?\b|\bsuppliers?\b|\bwholesale\b|\bdistributors?\b|\bfranchise\b|\bcollaborat\w*/,
  // advice on what to buy
  /推荐|哪个好|哪款好|买哪|\brecommend\w*|\bbetter than\b|\bwhich (one )?should i (buy|get|choose)\b/,
  // chit-chat
  /天气|下雨|聊天|陪我|笑话|\bweather\b|\bjokes?\b|\bpoems?\b|\bhomework\b/,
];

/** The requests a normalised question makes (indexes into the request list). */
export function offScopeRequests(normalised: string): number[] {
  const out: number[] = [];
  REQUESTS.forEach((re, i) => {
    if (re.test(normalised)) out.push(i);
  });
  return out;
}

/** Whether a document's normalised text speaks of every one of the requests. */
export function speaksOf(normalisedDoc: string, requests: readonly number[]): boolean {
  return requests.every((i) => REQUESTS[i]!.test(normalisedDoc));
}
