import { Form } from "react-router";

/**
 * Approve / suspend for one affiliate: one real form posted to the affiliate's page (works before
 * hydration), the clicked button carrying the new status.
 */
export function StatusButtons({ id, status, label }: { id: number; status: "pending" | "approved" | "suspended"; label: string }) {
  return (
    <Form method="post" action={`/admin/affiliates/${id}`} className="admin-actions">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      {status !== "approved" && (
        <button type="submit" name="status" value="approved" className="admin-button admin-button--primary" aria-label={`Approve ${label}`}>
          Approve
        </button>
      )}
      {status !== "suspended" && (
        <button type="submit" name="status" value="suspended" className="admin-button admin-button--danger" aria-label={`Suspend ${label}`}>
          Suspend
        </button>
      )}
    </Form>
  );
}
