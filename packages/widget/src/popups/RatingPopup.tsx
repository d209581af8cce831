/**
 * The rating popup (W-RT1–W-RT8): the robot (solved or not; labels and a comment when not) or the agent (solved,
 * stars, the level's labels and a comment). Its own chunk: few visitors open it.
 */
import { Button, Popup, Selector, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { EVALUATE_COMMENT_MAX, STAR_MAX, TOAST_MS, TOAST_SUCCESS_MS } from '@parley/protocol';
import { problemKey } from '../ui/serverMessage';
import { CloseIcon } from '../ui/icons';
import {
  SOLVED,
  UNSOLVED,
  checkDraft,
  choicesFor,
  chooseSolved,
  chooseStar,
  commentLength,
  evaluateFields,
  hasStars,
  initialDraft,
  labelTextKey,
  setComment,
  chooseTags,
} from '../rating/ratingDraft';
import type { Outcome } from '../session/controller';
import type { EvaluateFields } from '../session/rating';
import type { RatingOpen } from '../session/types';
import './rating.css';
import '../styles/sheet.css';

const STARS = Array.from({ length: STAR_MAX }, (_, i) => i + 1);

const StarIcon = () => (
  <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden>
    <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />
  </svg>
);

interface Props {
  rating: RatingOpen;
  onSubmit(fields: EvaluateFields): Promise<Outcome>;
  onClose(): void;
}

export default function RatingPopup({ rating, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const { target, config } = rating;
  // W-RT11: a star tapped on the inline card is the popup's choice.
  const [draft, setDraft] = useState(() => {
    const first = initialDraft(target, config);
    return rating.star && first.star !== undefined ? chooseStar(first, rating.star) : first;
  });
  const [sending, setSending] = useState(false);
  const choices = choicesFor(target, config, draft);
  const agent = target === 'agent';
  const askSolved = !agent || config.evaluateAdminSolve === 1;
  // The channel names the two answers (select); the built-in words stand in for a missing one.
  const solvedName = (value: number) =>
    config.select.find((s) => s.value === value)?.name || t(value === SOLVED ? 'rating.solved' : 'rating.unsolved');

  const submit = async () => {
    if (sending) return;
    const problem = checkDraft(target, config, draft);
    // W-RT7: the §5 messages.
    if (problem) return void Toast.show({ content: t(problem), duration: TOAST_MS });
    setSending(true);
    const outcome = await onSubmit(evaluateFields(target, config, draft));
    setSending(false);
    if (outcome.ok) Toast.show({ icon: 'success', content: t('rating.thanks'), duration: TOAST_SUCCESS_MS });
    else
      Toast.show({
        icon: 'fail',
        content: t(outcome.ok ? 'rating.failed' : (problemKey(outcome.code, outcome.message) ?? 'rating.failed')),
        duration: TOAST_MS,
      });
  };

  const title = agent
    ? rating.adminNick
      ? t('rating.titleAgent', { name: rating.adminNick })
      : t('rating.titleService')
    : t('rating.titleRobot');
  // W-RT12: a blank invitation, level name or built-in label is the widget's own words in the visitor's language.
  const guide = agent ? config.evaluateGuideMsg || t('rating.agentGuide') : t('rating.robotGuide');
  const labelText = (label: string) => {
    const key = labelTextKey(choices, label);
    return key ? t(key) : label;
  };

  return (
    <Popup visible onMaskClick={onClose} bodyClassName="pw-sheet pw-rate-sheet" getContainer={null} destroyOnClose>
      <div className="pw-rate" role="dialog" aria-modal="true" aria-labelledby="pw-rate-title">
        <header className="pw-sheet__head">
          <div>
            <h2 id="pw-rate-title" className="pw-sheet__title">
              {title}
            </h2>
            {guide && <p className="pw-sheet__hint">{guide}</p>}
          </div>
          <button type="button" className="pw-icon-btn" onClick={onClose} aria-label={t('rating.close')}>
            <CloseIcon />
          </button>
        </header>

        <div className="pw-rate__body">
          {askSolved && (
            <div className="pw-rate__solved" role="radiogroup" aria-label={t('rating.solvedLabel')}>
              {[SOLVED, UNSOLVED].map((value) => (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={draft.solved === value}
                  className={`pw-rate__solve${draft.solved === value ? ' is-on' : ''}`}
                  onClick={() => setDraft((d) => chooseSolved(d, value))}
                >
                  {solvedName(value)}
                </button>
              ))}
            </div>
          )}

          {agent && hasStars(config) && draft.star !== undefined && (
            <div className="pw-rate__stars">
              {/* Buttons rather than antd's Rate: each star is reachable by keyboard and named for screen readers. */}
              <div className="pw-rate__starrow" role="radiogroup" aria-label={t('rating.stars')}>
                {STARS.map((star) => (
                  <button
                    key={star}
                    type="button"
                    role="radio"
                    aria-checked={draft.star === star}
                    aria-label={t('rating.starsOf', { n: star })}
                    className={`pw-rate__star${star <= (draft.star ?? 0) ? ' is-on' : ''}`}
                    onClick={() => setDraft((d) => chooseStar(d, star))}
                  >
                    <StarIcon />
                  </button>
                ))}
              </div>
              <span className="pw-rate__level" aria-live="polite">
                {choices.levelGuide || t(`rating.level${draft.star}`)}
              </span>
            </div>
          )}

          {choices.labels.length > 0 && (
            <div className="pw-rate__section">
              <span className="pw-rate__label" id="pw-rate-tags">
                {t('rating.tags')}
                {choices.tagsRequired && (
                  <span className="pw-rate__req" aria-hidden>
                    *
                  </span>
                )}
              </span>
              <Selector
                aria-labelledby="pw-rate-tags"
                className="pw-rate__tags"
                multiple
                showCheckMark={false}
                columns={2}
                options={choices.labels.map((l) => ({ label: labelText(l), value: l }))}
                value={draft.tags}
                onChange={(tags) => setDraft((d) => chooseTags(d, tags))}
              />
            </div>
          )}

          {choices.showComment && (
            <div className="pw-rate__section">
              <label className="pw-rate__label" htmlFor="pw-rate-comment">
                {t('rating.comment')}
                {choices.commentRequired && (
                  <span className="pw-rate__req" aria-hidden>
                    *
                  </span>
                )}
              </label>
              <div className="pw-rate__comment">
                <TextArea
                  id="pw-rate-comment"
                  value={draft.comment}
                  onChange={(text) => setDraft((d) => setComment(d, text))}
                  placeholder={t('rating.commentPlaceholder')}
                  autoSize={{ minRows: 2, maxRows: 4 }}
                />
                <span className="pw-rate__count" aria-live="polite">
                  {commentLength(draft.comment)}/{EVALUATE_COMMENT_MAX}
                </span>
              </div>
            </div>
          )}
        </div>

        <div className="pw-rate__foot">
          <Button color="primary" block loading={sending} onClick={() => void submit()} className="pw-rate__submit">
            {t('rating.submit')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
