import { Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReportOverview } from '@parley/protocol';
import { formatDuration } from '../../../shared/format';
import { CARD_SECTIONS, changeOf, formatChange, formatShare, type CardSpec } from '../model/figures';

/** The period's figures in sections of cards, each with the previous period's value and the change. */
export function OverviewCards({ report }: { report: ReportOverview }) {
  const { t, i18n } = useTranslation('reports');
  const format = (spec: CardSpec, v: number | null) => {
    if (v === null) return '–';
    switch (spec.kind) {
      case 'duration':
        return formatDuration(v, i18n.language);
      case 'share':
        return formatShare(v);
      case 'decimal':
        return (Math.round(v * 10) / 10).toLocaleString(i18n.language);
      case 'stars':
        return `${(Math.round(v * 100) / 100).toFixed(2)} ★`;
      default:
        return v.toLocaleString(i18n.language);
    }
  };
  const { current, before } = report;
  return (
    <div className="report-sections">
      {CARD_SECTIONS.map(({ section, cards }) => (
        <section key={section} className="report-section" aria-label={t(`sections.${section}`)}>
          <Typography.Title level={5} className="report-section-title">
            {t(`sections.${section}`)}
          </Typography.Title>
          <div className="report-cards">
            {cards.map((spec) => {
              const now = current[spec.key];
              const was = before[spec.key];
              const delta = changeOf(spec, now, was);
              return (
                <div key={spec.key} className="report-card" data-figure={spec.key}>
                  <div className="report-card-label">{t(`figures.${spec.key}`)}</div>
                  <div className="report-card-value">{format(spec, now)}</div>
                  <div className="report-card-foot">
                    {delta && (
                      <Tooltip title={t('vsPrevious', { from: report.previous.from, to: report.previous.to })}>
                        <span className={`report-change ${delta.tone}`}>
                          {delta.change > 0 ? <ArrowUpOutlined /> : delta.change < 0 ? <ArrowDownOutlined /> : null}
                          {formatChange(delta.change)}
                        </span>
                      </Tooltip>
                    )}
                    <span className="report-card-before">{t('previousValue', { value: format(spec, was) })}</span>
                  </div>
                  {spec.key === 'robotSettled' && current.started > 0 && (
                    <div className="report-card-note">
                      {t('deflection', { share: formatShare(current.robotSettled / current.started) })}
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
