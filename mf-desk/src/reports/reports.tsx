import { useState, type FormEvent } from 'react';
import { REPORT_KINDS, REPORTS_API, type Report, type ReportKind } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { Button, PageTitle } from '@evisa/ui';
import { DateField, SelectField } from '@evisa/ui/forms';
import { formatDeskTime } from '../desk-dates';
import { Refusal } from '../session/refusal';
import { useStaffResource } from '../session/use-staff-resource';
import { wordReport } from './report-cells';
import { REPORTS_NAMESPACE } from './report-texts';
import './reports.css';

type Choice = { kind: ReportKind; from: string; to: string };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** The last 30 days by default; the API counts them in the agency's zone, which the page then states. */
function lastThirtyDays(): Choice {
  const today = new Date();
  return { kind: 'states', from: isoDay(new Date(today.getTime() - 29 * 86_400_000)), to: isoDay(today) };
}

/** Admins' page: a report for a period as a table with its totals, and the same as a CSV download. */
export default function Reports() {
  const { t, i18n } = useTranslation(REPORTS_NAMESPACE);
  const [draft, setDraft] = useState<Choice>(lastThirtyDays);
  const [shown, setShown] = useState<Choice>(draft);
  // `shown` is a new object at every "Show", so the report is read again even when the choice did not change.
  const { data: report, failure } = useStaffResource<Report>(REPORTS_API.report(shown.kind, shown.from, shown.to), { reload: shown });

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A new object even when nothing changed: "Show" always asks again (the records move on).
    setShown({ ...draft });
  }

  async function download(shownReport: Report) {
    const { downloadCsv, reportCsv } = await import(/* webpackChunkName: "report-csv" */ './report-csv');
    const csv = reportCsv(wordReport(t, shownReport, (iso) => iso));
    downloadCsv(csv, `${shownReport.kind}-${shownReport.from}-${shownReport.to}.csv`);
  }

  const worded = report && wordReport(t, report, (iso) => formatDeskTime(iso, i18n.language));
  const title = report ? t(`kinds.${report.kind}`) : '';
  return (
    <section data-screen="mf_desk/Reports" className="desk-screen">
      <PageTitle title={t('title')} lead={t('lead')} />
      <form aria-label={t('form')} className="desk-filters desk-reports__form" onSubmit={show} noValidate>
        <SelectField
          name="report"
          label={t('kind')}
          value={draft.kind}
          onChange={(event) => setDraft((now) => ({ ...now, kind: event.target.value as ReportKind }))}
          options={REPORT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        />
        <DateField name="from" label={t('from')} value={draft.from} onChange={(from) => setDraft((now) => ({ ...now, from }))} />
        <DateField name="to" label={t('to')} value={draft.to} onChange={(to) => setDraft((now) => ({ ...now, to }))} />
        <Button type="submit">{t('show')}</Button>
      </form>
      <Refusal text={failure} />
      {!failure && !worded && <p role="status">{t('loading', { ns: 'desk' })}</p>}
      {report && worded && (
        <section aria-labelledby="report-title" className="desk-block">
          <h2 id="report-title">{title}</h2>
          <p>{t(`leads.${report.kind}`)}</p>
          <p className="desk-reports__zone">{t('timeZone', { timeZone: report.timeZone })}</p>
          {report.kind === 'missedDeadlines' && <p>{t('missedCount', { count: report.rows.length })}</p>}
          {worded.rows.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <div className="desk-scroll desk-table-wrap" role="region" aria-label={t('tableLabel', { report: title, from: report.from, to: report.to })} tabIndex={0}>
              <table className="desk-table desk-table--stacked">
                <thead>
                  <tr>
                    {worded.header.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {worded.rows.map((row, index) => (
                    <tr key={index}>
                      {row.map((cell, column) => (
                        <td key={column} data-label={worded.header[column]}>
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                {worded.totals && (
                  <tfoot>
                    <tr>
                      {worded.totals.map((cell, column) =>
                        column === 0 ? (
                          <th key={column} scope="row">
                            {cell}
                          </th>
                        ) : (
                          <td key={column} data-label={worded.header[column]}>
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  </tfoot>
                )}
              </table>
            </div>
          )}
          <p className="desk-reports__download">
            <Button variant="secondary" onClick={() => void download(report)}>
              {t('download')}
            </Button>
          </p>
        </section>
      )}
    </section>
  );
}
