import { Checkbox, Divider, Form, Input, Radio, Rate, Switch } from 'antd';
import { BUILTIN_ROBOT_LABELS, BUILTIN_STAR_LABELS, builtinLabelKey, type ChannelSettings, type StarLevel } from '@parley/protocol';
import { TagsText, flagProps } from './fields';
import { useTranslation } from 'react-i18next';

const CONFIG = 'evaluateConfig';

/** How visitors rate the robot and agents: stars or not, the solved question, and per-star guide, rules and labels. */
export function RatingSection() {
  const { t } = useTranslation('channels');
  const form = Form.useFormInstance<ChannelSettings>();
  const stars = (Form.useWatch([CONFIG, 'starList'], { form, preserve: true }) ?? []) satisfies StarLevel[];
  const model = Form.useWatch([CONFIG, 'evaluateModel'], form) as number | undefined;
  const robotNone = Form.useWatch([CONFIG, 'robotTagNone'], form) as number | undefined;
  // The built-in labels are stored by their English names; the placeholder lists them in the console's language.
  const builtinNames = (labels: readonly string[]) =>
    labels
      .map((l) => t(`ratingSection.builtinLabel.${builtinLabelKey(l) ?? ''}`, { defaultValue: l }))
      .join(t('ratingSection.listSeparator'));
  return (
    <div className="channel-fields channel-wide">
      <Form.Item
        label={t('ratingSection.askVisitorsToRate')}
        name="evaluateMode"
        {...flagProps}
        extra={t('ratingSection.addsRateTheServiceTo')}
      >
        <Switch />
      </Form.Item>
      <div className="form-pair">
        <Form.Item label={t('ratingSection.rating')} name={[CONFIG, 'evaluateModel']}>
          <Radio.Group
            options={[
              { value: 1, label: t('ratingSection.stars') },
              { value: 2, label: t('ratingSection.noStars') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('ratingSection.askWasItSolved')} name={[CONFIG, 'evaluateAdminSolve']} {...flagProps}>
          <Switch />
        </Form.Item>
      </div>
      <Form.Item label={t('ratingSection.invitation')} name={[CONFIG, 'evaluateGuideMsg']}>
        <Input maxLength={500} placeholder={t('ratingSection.ownWords')} />
      </Form.Item>
      <div className="form-pair">
        <Form.Item label={t('ratingSection.solvedChoice')} name={[CONFIG, 'select', 0, 'name']}>
          <Input maxLength={50} placeholder={t('ratingSection.ownWords')} />
        </Form.Item>
        <Form.Item label={t('ratingSection.notSolvedChoice')} name={[CONFIG, 'select', 1, 'name']}>
          <Input maxLength={50} placeholder={t('ratingSection.ownWords')} />
        </Form.Item>
      </div>
      <Divider titlePlacement="start" plain>
        {t('ratingSection.perStar')}
      </Divider>
      <div className={model === 2 ? 'channel-dimmed' : undefined}>
        <div className="star-table" role="table" aria-label={t('ratingSection.perStarRules')}>
          <div className="star-row star-head" role="row">
            <span role="columnheader">{t('ratingSection.stars')}</span>
            <span role="columnheader">{t('ratingSection.guide')}</span>
            <span role="columnheader">{t('ratingSection.commentRequired')}</span>
            <span role="columnheader">{t('ratingSection.labelRequired')}</span>
            <span role="columnheader">{t('ratingSection.labelsOffered')}</span>
          </div>
          {stars.map((s, i) => (
            <div className="star-row" role="row" key={i}>
              <span role="cell">
                <Rate disabled value={s.star} count={5} className="star-rate" />
              </span>
              <Form.Item name={[CONFIG, 'starList', i, 'levelGuideMsg']} noStyle>
                <Input
                  aria-label={t('aria.guideForStars', { p0: s.star })}
                  maxLength={200}
                  placeholder={t('ratingSection.ownWordsShort')}
                />
              </Form.Item>
              <span role="cell">
                <Form.Item name={[CONFIG, 'starList', i, 'evaluateMsgRequired']} noStyle {...flagProps}>
                  <Switch size="small" aria-label={t('aria.commentRequiredAtStars', { p0: s.star })} />
                </Form.Item>
              </span>
              <span role="cell">
                <Form.Item name={[CONFIG, 'starList', i, 'levelTagRequired']} noStyle {...flagProps}>
                  <Switch size="small" aria-label={t('aria.labelRequiredAtStars', { p0: s.star })} />
                </Form.Item>
              </span>
              <span role="cell" className="star-labels">
                <Form.Item name={[CONFIG, 'starList', i, 'levelTag']} noStyle>
                  <TagsText
                    disabled={s.levelTagNone === 1}
                    placeholder={
                      s.levelTagNone === 1
                        ? t('ratingSection.noLabels')
                        : t('ratingSection.builtinLabels', { labels: builtinNames(BUILTIN_STAR_LABELS[s.star] ?? []) })
                    }
                  />
                </Form.Item>
                <Form.Item name={[CONFIG, 'starList', i, 'levelTagNone']} noStyle {...flagProps}>
                  <Checkbox aria-label={t('aria.noLabelsAtStars', { p0: s.star })}>{t('ratingSection.none')}</Checkbox>
                </Form.Item>
              </span>
            </div>
          ))}
        </div>
      </div>
      <Form.Item label={t('ratingSection.labelsWhenTheRobotDid')} className="channel-after-table">
        <span className="star-labels">
          <Form.Item name={[CONFIG, 'robotTag']} noStyle>
            <TagsText
              disabled={robotNone === 1}
              placeholder={
                robotNone === 1
                  ? t('ratingSection.noLabels')
                  : t('ratingSection.builtinLabels', { labels: builtinNames(BUILTIN_ROBOT_LABELS) })
              }
            />
          </Form.Item>
          <Form.Item name={[CONFIG, 'robotTagNone']} noStyle {...flagProps}>
            <Checkbox aria-label={t('aria.noRobotLabels')}>{t('ratingSection.none')}</Checkbox>
          </Form.Item>
        </span>
      </Form.Item>
    </div>
  );
}
