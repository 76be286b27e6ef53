import { createRoutesStub } from "react-router";

/** Renders a component inside a router at `path`, as route components are at run time. */
export function inRouter(element: React.ReactElement, path = "/shop") {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return <Stub initialEntries={[path]} />;
}
