import { useEffect, useState } from 'react';
import { useSearchParams } from '@evisa/routing';
import {
  isReviewState,
  QUEUE_ASSIGNMENTS,
  QUEUE_SORTS,
  QUEUE_URGENCIES,
  queueActionPath,
  STAFF_API,
  type QueueFilters,
  type QueueItem,
  type QueuePage,
  type QueueAssignment,
  type QueueSort,
  type QueueUrgency,
  type StaffAccount,
} from '@evisa/contracts';
import { readStaffSession, staffApi, staffFailureText } from '@evisa/api-client/staff';
import { useTranslation } from '@evisa/i18n';
import { PageTitle } from '@evisa/ui';
import { DESK_NAMESPACE } from '../desk-i18n';
import { BulkActions } from '../queue/bulk-actions';
import { QueueFilterForm } from '../queue/queue-filters';
import { QueuePager } from '../queue/queue-pager';
import { QueueTable } from '../queue/queue-table';
import { useAutoRefresh } from '../queue/use-auto-refresh';
import { useActiveStaff } from '../queue/assign-control';
import { useStaffResource } from '../session/use-staff-resource';
import '../screens.css';

const FILTER_NAMES = ['state', 'visaService', 'urgency', 'assigned', 'sort', 'search', 'page'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

function filtersOf(params: URLSearchParams): QueueFilters {
  const state = params.get('state');
  const urgency = params.get('urgency');
  return {
    state: isReviewState(state) ? state : undefined,
    visaService: params.get('visaService') || undefined,
    urgency: oneOf<QueueUrgency>(QUEUE_URGENCIES, urgency),
    assigned: oneOf<QueueAssignment>(QUEUE_ASSIGNMENTS, params.get('assigned')),
    sort: oneOf<QueueSort>(QUEUE_SORTS, params.get('sort')),
    search: params.get('search') || undefined,
    page: Number(params.get('page')) > 1 ? Number(params.get('page')) : undefined,
  };
}

const NONE_TICKED: ReadonlySet<string> = new Set();

/** /agency/queue: paid applications, soonest deadline first (or another order), a page at a time; claim and release (docs/desk.md). */
export default function DeskQueueScreen() {
  const { t } = useTranslation(DESK_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const query = Object.fromEntries(FILTER_NAMES.map((name) => [name, filters[name] === undefined ? undefined : String(filters[name])]));
  const queryKey = JSON.stringify(query);
  const { data: loaded, failure, setData: setLoaded, readAgain } = useStaffResource<QueuePage>(STAFF_API.queue, { query });
  // The same filters and page asked again: what is shown stays until the answer replaces it.
  useAutoRefresh(readAgain);
  const [me, setMe] = useState<StaffAccount>();
  const [notice, setNotice] = useState<{ kind: 'done' | 'refused'; text: string }>();
  const [busyId, setBusyId] = useState<string>();
  const staff = useActiveStaff(me);
  // Ticked lines, by number: kept through the 30-second refresh, forgotten with another page or other filters.
  const [ticked, setTicked] = useState<{ queryKey: string; ids: ReadonlySet<string> }>({ queryKey, ids: new Set() });
  const selected = ticked.queryKey === queryKey ? ticked.ids : NONE_TICKED;
  const select = (ids: string[], on: boolean) =>
    setTicked((now) => {
      const next = new Set(now.queryKey === queryKey ? now.ids : []);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return { queryKey, ids: next };
    });
  const replaceLines = (lines: QueueItem[]) => {
    const byId = new Map(lines.map((line) => [line.applicationId, line]));
    setLoaded((now) => (now ? { ...now, items: now.items.map((one) => byId.get(one.applicationId) ?? one) } : now));
  };

  useEffect(() => {
    void readStaffSession().then((result) => result.ok && setMe(result.data.staff));
  }, []);

  async function act(item: QueueItem, action: 'claim' | 'release') {
    setBusyId(item.applicationId);
    const result = await staffApi.post<QueueItem>(queueActionPath(item.applicationId, action));
    setBusyId(undefined);
    if (result.ok) {
      replaceLines([result.data]);
      setNotice({ kind: 'done', text: t(action === 'claim' ? 'queue.claimed' : 'queue.released', { id: item.applicationId }) });
    } else {
      setNotice({ kind: 'refused', text: staffFailureText(t, result) });
      readAgain();
    }
  }

  const apply = (next: QueueFilters) =>
    setParams(Object.fromEntries(FILTER_NAMES.flatMap((name) => (next[name] ? [[name, String(next[name])]] : []))));

  return (
    <section data-screen="mf_desk/Queue" className="desk-screen">
      <PageTitle title={t('queue.title')} lead={t('queue.lead')} />
      <QueueFilterForm key={queryKey} filters={filters} onApply={apply} />
      {notice && (
        <div className={notice.kind === 'refused' ? 'panel panel--error desk-notice' : 'callout callout--success desk-notice'} role={notice.kind === 'refused' ? 'alert' : 'status'}>
          {notice.text}
        </div>
      )}
      {!loaded && !failure && <p role="status">{t('loading')}</p>}
      {failure && (
        <div className="panel panel--error" role="alert">
          {failure}
        </div>
      )}
      {loaded && (
        <>
          {loaded.items.length > 0 && (
            <BulkActions
              items={loaded.items}
              selected={selected}
              onSelect={select}
              me={me}
              staff={staff}
              onDone={(lines, action) => {
                replaceLines(lines);
                // What was claimed or assigned is done with; an export leaves the choice as it was.
                if (action !== 'export') select(lines.map((line) => line.applicationId), false);
              }}
            />
          )}
          <QueueTable
            items={loaded.items}
            me={me}
            busyId={busyId}
            onAct={act}
            staff={staff}
            selected={selected}
            onSelect={select}
            onAssigned={(assigned, to) => {
              replaceLines([assigned]);
              setNotice({ kind: 'done', text: t('assign.done', { id: assigned.applicationId, name: to.name }) });
            }}
            onRefused={(text) => {
              setNotice({ kind: 'refused', text });
              readAgain();
            }}
          />
          <QueuePager page={Number(filters.page ?? 1)} total={loaded.total} pageSize={loaded.pageSize} onPage={(page) => apply({ ...filters, page: page > 1 ? page : undefined })} />
        </>
      )}
    </section>
  );
}
