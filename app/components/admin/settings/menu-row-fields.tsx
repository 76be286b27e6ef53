import { MEGA_WIDTHS } from "../../../../domain/shell/menus.ts";
import type { MenuRow, MenuRowMove } from "../../../../domain/admin/menu-rows.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field } from "../field.tsx";

const MOVE_LABELS: Record<MenuRowMove, string> = { up: "Move up", down: "Move down", indent: "Indent", outdent: "Outdent", remove: "Remove" };
const MOVES: MenuRowMove[] = ["up", "down", "indent", "outdent", "remove"];

type Props = {
  row: MenuRow;
  index: number;
  problem: AdminProblem | null;
  /** With JavaScript the moves happen in the page; without, the buttons post and the server moves. */
  onMove?: ((index: number, move: MenuRowMove) => void) | undefined;
  dragHandle?: React.ReactNode;
};

/** One menu item's fields and its move buttons; its name says where it is ("Shop, level 1"). */
export function MenuRowFields({ row, index, problem, onMove, dragHandle }: Props) {
  const name = `items.${index}`;
  const title = `${row.label || "New item"}, level ${row.depth + 1}`;
  return (
    <fieldset className="menu-row" style={{ "--menu-depth": row.depth } as React.CSSProperties} data-depth={row.depth}>
      <legend>
        {dragHandle}
        {title}
      </legend>
      <input type="hidden" name={`${name}.key`} value={row.key} />
      <input type="hidden" name={`${name}.depth`} value={row.depth} />
      <input type="hidden" name={`${name}.options`} value={row.options} />
      <div className="menu-row__fields">
        <Field label="Label" name={`${name}.label`} problem={problem}>
          {(props) => <input type="text" required maxLength={80} defaultValue={row.label} {...props} />}
        </Field>
        <Field label="URL" name={`${name}.url`} problem={problem}>
          {(props) => <input type="text" required maxLength={2000} defaultValue={row.url} {...props} />}
        </Field>
        {row.depth === 0 && (
          <>
            <Field label="Mega menu" name={`${name}.megaWidth`} problem={problem}>
              {(props) => (
                <select defaultValue={row.megaWidth} {...props}>
                  <option value="">No mega menu</option>
                  {MEGA_WIDTHS.map((width) => (
                    <option key={width} value={width}>
                      {width}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Mega menu columns" name={`${name}.megaColumns`} problem={problem} hint="1 to 6; empty for one per sub-item.">
              {(props) => <input type="text" inputMode="numeric" maxLength={2} defaultValue={row.megaColumns} {...props} />}
            </Field>
          </>
        )}
      </div>
      <div className="menu-row__moves" role="group" aria-label={`Move ${title}`}>
        {MOVES.map((move) => (
          <button
            key={move}
            type="submit"
            name="intent"
            value={`${move}:${index}`}
            formNoValidate
            data-move={move}
            aria-label={`${MOVE_LABELS[move]}: ${row.label || "new item"}`}
            className={move === "remove" ? "admin-button--danger" : undefined}
            onClick={
              onMove
                ? (event) => {
                    event.preventDefault();
                    onMove(index, move);
                  }
                : undefined
            }
          >
            {MOVE_LABELS[move]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
