/** An account's state in a list: erased, deactivated, invited (no password yet) or active. */
export function AccountStatus({
  anonymisedAt,
  deactivatedAt,
  hasPassword = true,
}: {
  anonymisedAt?: Date | string | null;
  deactivatedAt?: Date | string | null;
  hasPassword?: boolean;
}) {
  if (anonymisedAt) return <span className="admin-badge">Erased</span>;
  if (deactivatedAt) return <span className="admin-badge admin-badge--bad">Deactivated</span>;
  if (!hasPassword) return <span className="admin-badge admin-badge--warn">Invited</span>;
  return <span className="admin-badge admin-badge--good">Active</span>;
}
