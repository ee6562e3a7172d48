import { inSlices } from '../../src/lib/inSlices';

describe('inSlices', () => {
  afterEach(() => jest.restoreAllMocks());

  it('covers every item once, in order, in ranges of at most 20', async () => {
    const ranges: [number, number][] = [];
    await inSlices(45, (from, to) => ranges.push([from, to]));
    expect(ranges).toEqual([
      [0, 20],
      [20, 40],
      [40, 45],
    ]);
  });

  it('gives the thread back once a slice has taken 4 ms, and not before', async () => {
    let now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    const events: string[] = [];
    setTimeout(() => events.push('another task'), 0);
    await inSlices(100, (from) => {
      events.push(`work ${from}`);
      now += 2; // two ranges fill a slice
    });
    expect(events.slice(0, 3)).toEqual(['work 0', 'work 20', 'another task']);
    expect(events.filter((event) => event.startsWith('work'))).toHaveLength(5);
  });

  it('does nothing for nothing', async () => {
    const work = jest.fn();
    await inSlices(0, work);
    expect(work).not.toHaveBeenCalled();
  });
});
