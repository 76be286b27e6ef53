import { Form } from "react-router";

/** Approve / suspend buttons for one affiliate (a real form each, posted to the affiliate's page: works before hydration). */
export function StatusButtons({ id, status, label }: { id: number; status: "pending" | "approved" | "suspended"; label: string }) {
  return (
    <div className="admin-actions">
      {status !== "approved" && (
        <Form method="post" action={`/admin/affiliates/${id}`}>
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="status" value="approved" />
          <button type="submit" className="admin-button admin-button--primary" aria-label={`Approve ${label}`}>
            Approve
          </button>
        </Form>
      )}
      {status !== "suspended" && (
        <Form method="post" action={`/admin/affiliates/${id}`}>
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="status" value="suspended" />
          <button type="submit" className="admin-button admin-button--danger" aria-label={`Suspend ${label}`}>
            Suspend
          </button>
        </Form>
      )}
    </div>
  );
}
