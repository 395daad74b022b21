import { STAFF_NAMESPACE } from '@evisa/api-client/staff';
import { Link } from '@evisa/routing';
import { deskApplicationPath, type DeskOrder } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { DESK_NAMESPACE } from '../desk-i18n';

/** The other applications of the same order, each reviewed, decided and refunded on its own (the review lists the others; this one is left out should it be listed too). */
export function DeskOrderMembers({ order, applicationId }: { order: DeskOrder; applicationId: string }) {
  const { t } = useTranslation(DESK_NAMESPACE);
  const others = order.members.filter((member) => member.uniqueId !== applicationId);
  return (
    <section aria-labelledby="order-members-title" className="desk-block">
      <h2 id="order-members-title">{t('order.title', { number: others.length + 1 })}</h2>
      <p>{t(order.leadId === applicationId ? 'order.isLead' : 'order.leadIs', { id: order.leadId })}</p>
      <ul className="desk-order">
        {others.map((member) => {
          const name = `${member.givenName} ${member.surname}`;
          const state = member.reviewState ? t(`reviewStates.${member.reviewState}`, { ns: STAFF_NAMESPACE }) : t('order.notPaid');
          return (
            <li key={member.uniqueId}>
              <Link to={deskApplicationPath(member.uniqueId)}>{t('order.member', { name, id: member.uniqueId })}</Link>
              {member.lead && ` ${t('order.lead')}`} <span className="desk-order__state">{`(${state})`}</span>
            </li>
          );
        })}
      </ul>
      <p className="note">{t('order.separately')}</p>
    </section>
  );
}
