// mf-quest's own event on the kernel bus: a reward was claimed (the quest store refetches).
declare module '@chokdee/shared-kernel/events' {
  interface ChokdeeEvents {
    'quest:claimed': { questId: number; shipmentId: number };
  }
}

export {};
