export {
  nextVirtualSlot,
  seedHashOf,
  verifyVirtualProof,
  VIRTUAL_CLOSE_BEFORE_MS,
  VIRTUAL_CYCLE_MS,
  VIRTUAL_PLAY_MS,
  virtualResultOf,
  virtualSlot,
} from './virtual-football';
export type { VirtualGoal, VirtualResult, VirtualSlotTimes } from './virtual-football';
export {
  nextVirtualRaceSlot,
  verifyVirtualRaceProof,
  VIRTUAL_RACE_CLOSE_BEFORE_MS,
  VIRTUAL_RACE_CYCLE_MS,
  VIRTUAL_RACE_OFFSET_MS,
  VIRTUAL_RACE_RUN_MS,
  virtualRaceResultOf,
  virtualRaceSlot,
} from './virtual-race';
export type { VirtualRaceEntry, VirtualRaceResult } from './virtual-race';
