import { largeModelSchema, type LargeModelSettings } from '@parley/protocol';
import { i18next } from '../../../i18n';

/*
 * The Robot section's large-model group. Its bounds come from the protocol schema, so the inputs can never offer a
 * value the server refuses. The time-out is stored in milliseconds but edited in seconds, which is how people think
 * of waiting.
 */

const shape = largeModelSchema.shape;
const timeoutMs = shape.timeoutMs.unwrap();
const documents = shape.documents.unwrap();

/** Milliseconds as the seconds the time-out input shows (an empty input stays empty). */
export const secondsOf = (ms: number | null | undefined): number | null => (typeof ms === 'number' ? ms / 1000 : null);

/** Seconds typed by the admin as the whole milliseconds the setting holds (null: the input was cleared). */
export const msOf = (seconds: number | null | undefined): number | null =>
  typeof seconds === 'number' ? Math.round(seconds * 1000) : null;

// The schema's numbers always carry min and max; a null here would mean the schema lost a bound, which the tests catch.
export const TIMEOUT_SECONDS = { min: secondsOf(timeoutMs.minValue)!, max: secondsOf(timeoutMs.maxValue)! };
export const DOCUMENTS_READ = { min: documents.minValue!, max: documents.maxValue! };
export const BASE_URL_MAX = shape.baseUrl.unwrap().options[1].in.maxLength!;
export const MODEL_MAX = shape.model.unwrap().maxLength!;

/** Form.Item props for timeoutMs edited in seconds: the form keeps the setting's milliseconds. */
export const timeoutSecondsProps = {
  getValueProps: (ms: number | null | undefined) => ({ value: secondsOf(ms) }),
  normalize: (seconds: number | null | undefined) => msOf(seconds),
} as const;

export interface LargeModelProblem {
  field: 'baseUrl' | 'model';
  message: string;
}

/**
 * What keeps these settings from saving, per field and in plain words: the schema's refine reports a missing model
 * on baseUrl, and its scheme check names the setting rather than saying what to type.
 */
export function largeModelProblems(m: Pick<LargeModelSettings, 'enabled' | 'baseUrl' | 'model'>): LargeModelProblem[] {
  const problems: LargeModelProblem[] = [];
  const baseUrl = m.baseUrl.trim();
  if (baseUrl && !/^https?:\/\/\S+$/i.test(baseUrl))
    problems.push({ field: 'baseUrl', message: i18next.t('channels:model.largeModel.anHttpOrHttpsAddress') });
  if (m.enabled && !baseUrl) problems.push({ field: 'baseUrl', message: i18next.t('channels:model.largeModel.theModelSAddressIs') });
  if (m.enabled && !m.model.trim()) problems.push({ field: 'model', message: i18next.t('channels:model.largeModel.theModelSNameIs') });
  return problems;
}
