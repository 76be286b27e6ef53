export function meta() {
  return [{ title: "Vitrine" }];
}

export default function Home() {
  return (
    <main className="page">
      <h1>Vitrine</h1>
    </main>
  );
}
