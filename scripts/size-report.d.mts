export const KiB: number;
export function fmt(bytes: number): string;
export function sizeReport(
  dist: string,
  descriptors: readonly { tag: string; sizeBudgetKiB: number }[],
): { rows: [string, number][]; totals: Record<string, number>; failures: string[]; loaderBudget: number };
