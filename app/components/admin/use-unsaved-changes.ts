import { type RefObject, useEffect, useState } from "react";
import { useBlocker } from "react-router";

/**
 * Warns before leaving a form with unsaved changes: the browser's own prompt when the tab closes or
 * reloads, and a confirmation on a navigation inside the app. A change is any input in the form since it
 * rendered; submitting it clears the warning.
 */
export function useUnsavedChanges(form: RefObject<HTMLFormElement | null>, message = "You have unsaved changes. Leave this page and lose them?") {
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const mark = () => setDirty(true);
    const clear = () => setDirty(false);
    element.addEventListener("input", mark);
    element.addEventListener("change", mark);
    element.addEventListener("submit", clear);
    return () => {
      element.removeEventListener("input", mark);
      element.removeEventListener("change", mark);
      element.removeEventListener("submit", clear);
    };
  }, [form]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
  return { dirty, reset: () => setDirty(false) };
}
