const schema = {
  type: 'object',
  properties: {
    search: { type: 'string', minLength: 1 },
    replace: { type: 'string' },
  },
  required: ['search', 'replace'],
  additionalProperties: false,
};

module.exports = function replaceLoader(source) {
  // getOptions() validates the options against the schema and
  // fails the module with a readable message when they are wrong.
  const { search, replace } = this.getOptions(schema);
  return source.split(search).join(replace);
};
