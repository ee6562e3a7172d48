import config from '../../webpack.config';

// Reading the config reads the region data (~0.6 s): once for both cases.
jest.setTimeout(30_000);

it('a production build publishes no source maps, unless a developer asks for them (SOURCE_MAPS=1)', () => {
  const before = process.env.SOURCE_MAPS;
  try {
    delete process.env.SOURCE_MAPS;
    expect(config({}, { mode: 'production' }).devtool).toBe(false);
    process.env.SOURCE_MAPS = '1';
    expect(config({}, { mode: 'production' }).devtool).toBe('source-map');
  } finally {
    if (before === undefined) delete process.env.SOURCE_MAPS;
    else process.env.SOURCE_MAPS = before;
  }
});
