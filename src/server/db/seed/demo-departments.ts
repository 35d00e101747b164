import { inputSchema } from '../../../domain/resources/schema';
import type { Db, DbOrTx } from '../client';
import { createResource } from '../../resources/engine.service';
import { SERVER_RESOURCES } from '../../resources/registry';
import { principal } from './demo-billing';

/**
 * Demo departments (issue 19, part 2; decision 0040) through the resource engine: CO1's (finance headed by CO1FIN,
 * logistics, an inactive one) and TO1's (operations headed by TO1, workshop).
 */
export async function seedDemoDepartments(tx: DbOrTx): Promise<void> {
  const db = tx as unknown as Db;
  const res = SERVER_RESOURCES.find((r) => r.def.name === 'department')!;
  const co1 = await principal(tx, 'CO1', 'CO0001', ['ACCN_ADMIN', 'OFFICER']);
  const to1 = await principal(tx, 'TO1', 'TO0001', ['ACCN_ADMIN', 'TO_OPERATION']);
  const rows: Array<[typeof co1, Record<string, unknown>]> = [
    [co1, { deptCode: 'FIN', deptName: 'Keuangan dan Akuntansi', costCentre: 'CC-1100', headUsrId: 'CO1FIN' }],
    [co1, { deptCode: 'LOG', deptName: 'Logistik dan Gudang', costCentre: 'CC-2100', headUsrId: 'CO1' }],
    [co1, { deptCode: 'PRC', deptName: 'Pengadaan', costCentre: 'CC-3100', headUsrId: null }],
    [to1, { deptCode: 'OPS', deptName: 'Operasional Armada', costCentre: 'TN-OPS-01', headUsrId: 'TO1' }],
    [to1, { deptCode: 'WSH', deptName: 'Bengkel dan Perawatan', costCentre: 'TN-WSH-01', headUsrId: null }],
  ];
  const schema = inputSchema(res.def, 'create');
  for (const [p, values] of rows) {
    // The engine's route checks the body with the same schema and names the key; the seed names it by company and code.
    const body = schema.parse(values) as Record<string, unknown>;
    await createResource(db, res, p, { ...body, deptId: `DEP${p.accnId}${String(values.deptCode)}` });
  }
}
