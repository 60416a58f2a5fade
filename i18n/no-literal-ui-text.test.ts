import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps UI text in the catalogues, run over code as a component would hold it. */
async function literalsIn(source: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(source, { filePath: 'components/Example.tsx' });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'i18next/no-literal-string').map((message) => message.message);
}

describe('the no-literal UI text rule', () => {
  it('refuses text and read-out attributes written in a component', async () => {
    const found = await literalsIn(
      [
        'export function Example({ on }: { on: boolean }) {',
        '  return (',
        '    <section aria-label="Vehículos">',
        '      <h2>Ajustar al recorrido</h2>',
        '      <input placeholder="Buscar" />',
        "      <p>{on ? 'Encendido' : 'Apagado'}</p>",
        '    </section>',
        '  );',
        '}',
      ].join('\n'),
    );
    expect(found).toHaveLength(5);
  });

  it('lets through messages from the catalogue, keys, class names and symbols', async () => {
    const found = await literalsIn(
      [
        "import { useTranslations } from 'next-intl';",
        'export function Example() {',
        "  const t = useTranslations('Replay');",
        '  return (',
        '    <button type="button" className="rounded px-2" aria-label={t(\'fitToRoute\')} data-testid="ajustar">',
        '      {t(\'fitToRoute\')} ✕',
        '    </button>',
        '  );',
        '}',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });
}, 120_000);
