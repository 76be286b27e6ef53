import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type MouseEvent, useState } from "react";
import { mediaUrl, renditionWidths } from "../../../../domain/catalog/image.ts";
import type { EditorImage, SectionProps } from "./product-editor.tsx";
import { useHydrated } from "../../../hooks/use-hydrated.ts";
import { PICTURES_FIELD, uploadPicture } from "./upload.ts";

type Picture = { id: string; alt: string; key: string | null; width: number };

/**
 * The product's pictures in gallery order: drag to reorder (mouse or keyboard), or the up/down buttons,
 * which also work without JavaScript (they post the form). Each has alt text; one is the main picture.
 * Uploading: with JavaScript each file goes to the media endpoint at once and joins the list, saved with
 * the form; without, the files travel with the form itself (multipart) when "Upload" (or any button) posts it.
 */
export function ImagesSection({ state, problem, images }: SectionProps & { images: EditorImage[] }) {
  const stored = (id: string) => images.find((image) => String(image.id) === id);
  const [pictures, setPictures] = useState<Picture[]>(() =>
    state.images.map((image) => ({ ...image, key: stored(image.id)?.key ?? null, width: stored(image.id)?.width ?? 1 })),
  );
  const [main, setMain] = useState(state.mainImageId || state.images[0]?.id || "");
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setPictures((list) =>
      arrayMove(
        list,
        list.findIndex((p) => p.id === active.id),
        list.findIndex((p) => p.id === over.id),
      ),
    );
  };
  // With JavaScript the buttons change the list here; without, they post the form and the server does it.
  const local = (event: MouseEvent, change: (list: Picture[]) => Picture[]) => {
    event.preventDefault();
    setPictures(change);
  };
  const hydrated = useHydrated();
  const upload = async (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    // Sent now; emptied so the form's next post does not carry them a second time.
    input.value = "";
    for (const file of files) {
      setStatus({ error: false, text: `Uploading ${file.name}…` });
      try {
        const image = await uploadPicture(file, file.name.replace(/\.[a-z]+$/i, ""));
        setPictures((list) => [...list, { id: String(image.id), alt: file.name.replace(/\.[a-z]+$/i, ""), key: image.key, width: image.width }]);
        setMain((current) => current || String(image.id));
        setStatus({ error: false, text: `${file.name} uploaded; save the product to keep it.` });
      } catch (error) {
        setStatus({ error: true, text: `${file.name}: ${(error as Error).message}` });
        return;
      }
    }
  };

  return (
    <fieldset className="admin-card product-editor__section">
      <legend>Pictures</legend>
      <label className="product-editor__upload">
        Upload pictures (JPEG, PNG or WebP, up to 10 MB)
        <input
          type="file"
          name={PICTURES_FIELD}
          accept="image/jpeg,image/png,image/webp"
          multiple
          aria-invalid={problem?.fields[PICTURES_FIELD] ? true : undefined}
          onChange={(e) => void upload(e.target)}
        />
      </label>
      {!hydrated && (
        <button type="submit" name="intent" value="upload">
          Upload
        </button>
      )}
      {problem?.fields[PICTURES_FIELD] && <p className="admin-field__error">{problem.fields[PICTURES_FIELD]}</p>}
      {status && (
        <p role={status.error ? "alert" : "status"} className={status.error ? "admin-field__error" : "product-editor__muted"}>
          {status.text}
        </p>
      )}
      {problem?.fields.mainImageId && <p className="admin-field__error">{problem.fields.mainImageId}</p>}
      <DndContext id="product-pictures" sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={pictures.map((p) => p.id)} strategy={verticalListSortingStrategy}>
          <ol className="product-editor__pictures" aria-label="Pictures in gallery order">
            {pictures.map((picture, i) => (
              <SortablePicture
                key={picture.id}
                picture={picture}
                index={i}
                count={pictures.length}
                main={main === picture.id}
                error={problem?.fields[`images.${i}.id`]}
              >
                <label className="product-editor__check">
                  <input type="radio" name="mainImageId" value={picture.id} checked={main === picture.id} onChange={() => setMain(picture.id)} /> Main picture
                </label>
                <div className="product-editor__picture-buttons">
                  <button type="submit" name="intent" value={`image-up:${i}`} disabled={i === 0} onClick={(e) => local(e, (l) => arrayMove(l, i, i - 1))}>
                    Move up<span className="visually-hidden"> picture {i + 1}</span>
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value={`image-down:${i}`}
                    disabled={i === pictures.length - 1}
                    onClick={(e) => local(e, (l) => arrayMove(l, i, i + 1))}
                  >
                    Move down<span className="visually-hidden"> picture {i + 1}</span>
                  </button>
                  <button type="submit" name="intent" value={`image-remove:${i}`} onClick={(e) => local(e, (l) => l.filter((p) => p.id !== picture.id))}>
                    Remove<span className="visually-hidden"> picture {i + 1}</span>
                  </button>
                </div>
              </SortablePicture>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {pictures.length === 0 && <p className="product-editor__muted">No pictures yet.</p>}
    </fieldset>
  );
}

function SortablePicture({
  picture,
  index,
  count,
  main,
  error,
  children,
}: {
  picture: Picture;
  index: number;
  count: number;
  main: boolean;
  error: string | undefined;
  children: React.ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: picture.id });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={`product-editor__picture${main ? " is-main" : ""}`}>
      <input type="hidden" name={`images.${index}.id`} value={picture.id} />
      <button type="button" className="product-editor__handle" {...attributes} {...listeners} aria-label={`Drag picture ${index + 1} of ${count} to reorder`}>
        ⠿
      </button>
      {picture.key ? (
        <img src={mediaUrl(picture.key, renditionWidths(picture.width)[0]!)} alt="" width={80} height={80} />
      ) : (
        <span className="product-editor__placeholder" aria-hidden="true" />
      )}
      <label>
        Alt text, picture {index + 1}
        <input name={`images.${index}.alt`} defaultValue={picture.alt} maxLength={300} />
      </label>
      {children}
      {error && <p className="admin-field__error">{error}</p>}
    </li>
  );
}
