import { coffeeLoaderOptionsFromSource, topLevelOptions } from './sources.ts';

describe('coffeeLoaderOptionsFromSource', () => {
  it('reads the options the loader uses and the defaults it spreads before the user options', () => {
    const source = [
      'var _options = _interopRequireDefault(require("./options.json"));',
      'const options = this.getOptions(_options.default);',
      'const useSourceMap = typeof options.sourceMap === "boolean" ? options.sourceMap : this.sourceMap;',
      'result = compile(source, { ...{ sourceMap: useSourceMap, bare: true }, ...options, ...{ filename: this.resourcePath } });',
    ].join('\n');
    expect(coffeeLoaderOptionsFromSource(source).sort()).toEqual(['bare', 'sourceMap']);
  });
});

describe('topLevelOptions', () => {
  it('follows $ref and anyOf branches but not arrays', () => {
    const schema = {
      definitions: { Opts: { type: 'object', properties: { a: {}, b: {} } } },
      anyOf: [{ type: 'array', items: { properties: { no: {} } } }, { $ref: '#/definitions/Opts' }],
    };
    expect(topLevelOptions(schema).sort()).toEqual(['a', 'b']);
  });
});
