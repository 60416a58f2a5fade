import { constructTable, createColumnHelper, tableFeatures, rowSortingFeature, createSortedRowModel, sortFn_basic } from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
const N = 100_000;
const data = Array.from({ length: N }, (_, i) => ({ ms: Date.now() - i * 1000, v: `veh_${i % 1000}` }));
const t = (label: string, fn: () => unknown) => { const s = performance.now(); const r = fn(); console.log(label.padEnd(24), (performance.now() - s).toFixed(0), 'ms'); return r; };
for (const manual of [true, false]) {
  const features = tableFeatures({ coreReactivityFeature: storeReactivityBindings(), rowSortingFeature, sortedRowModel: createSortedRowModel(), sortFns: { basic: sortFn_basic } });
  const helper = createColumnHelper<typeof features, (typeof data)[number]>();
  const columns = helper.columns([helper.accessor((r) => r.ms, { id: 'fecha', sortFn: 'basic' }), helper.accessor((r) => r.v, { id: 'v', sortFn: 'basic' })]);
  const table = constructTable({ features, columns, data, manualSorting: manual, initialState: { sorting: [{ id: 'fecha', desc: true }] } } as any) as any;
  t(`rowModel manual=${manual}`, () => table.getRowModel().rows.length);
  t(`rowModel again`, () => table.getRowModel().rows.length);
}
