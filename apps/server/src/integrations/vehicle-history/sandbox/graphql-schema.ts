import { buildSchema, graphql } from 'graphql';
import { dealerReport } from './reports';

const SCHEMA = buildSchema(`
  type CarfaxLink { url: String! }
  type AccidentPillar { iconUrl: String! iconText: String! position: Int! hasAccidents: Boolean! }
  type OwnerPillar { iconUrl: String! iconText: String! position: Int! isOneOwner: Boolean! }
  type UseTypePillar { iconUrl: String! iconText: String! position: Int! isPersonalUse: Boolean! }
  type ServiceRecordPillar { iconUrl: String! iconText: String! position: Int! recordCount: Int! }
  type FourPillars {
    accident: AccidentPillar!
    owner: OwnerPillar!
    useType: UseTypePillar!
    serviceRecord: ServiceRecordPillar!
  }
  type DealerReport { snapshotKey: String! carfaxLink: CarfaxLink! fourPillars: FourPillars! }
  type Query { dealerReport(vin: String!): DealerReport }
`);

/** Runs one GraphQL request against the sandbox's schema (a real executor, so bad queries fail as they would). */
export function runQuery(base: string, query: string, variables: Record<string, unknown> | undefined) {
  return graphql({
    schema: SCHEMA,
    source: query,
    variableValues: variables,
    rootValue: { dealerReport: ({ vin }: { vin: string }) => dealerReport(base, vin) },
  });
}
