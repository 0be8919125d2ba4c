import { inDependencyOrder } from './dependency-order';

const item = (name: string, ...dependencies: string[]) => ({ name, dependencies });

test('each item comes after its dependencies, the rest in name order', () => {
  const order = inDependencyOrder([
    item('truck', 'lottery-sales'),
    item('quests', 'lottery-sales'),
    item('lottery-sales', 'results'),
    item('results'),
    item('pray'),
  ]).map((i) => i.name);
  expect(order).toEqual(['pray', 'results', 'lottery-sales', 'quests', 'truck']);
});

test('a missing dependency or a cycle is an error', () => {
  expect(() => inDependencyOrder([item('quests', 'lottery-sales')])).toThrow(/lottery-sales/);
  expect(() => inDependencyOrder([item('a', 'b'), item('b', 'a')])).toThrow(/cycle: a, b/);
});
