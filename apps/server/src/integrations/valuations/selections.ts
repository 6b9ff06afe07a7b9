import type { BlackbookSelection, GalvesSelection, JdpSelection, MmrSelection } from '@dealer/domain';

/** Each provider's selection, as the domain's schemas give it. */
export interface ValuationSelections {
  mmr: MmrSelection;
  jdp: JdpSelection;
  galves: GalvesSelection;
  blackbook: BlackbookSelection;
}
