import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, loaded on first use: importing it costs about half a second, the largest single part of a start
 * (docs/performance.md), for uploads and exports that a start does not need.
 */
export function loadExcel(): Promise<typeof ExcelJS> {
  return (loading ??= import('exceljs').then((module) => module.default));
}
