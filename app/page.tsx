export default function HomePage() {
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-semibold">Flota</h1>
      <p className="mt-2 text-slate-600">Mapa en vivo de la flota.</p>
    </main>
  );
}
