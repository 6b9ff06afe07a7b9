import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dealerUserListQuerySchema } from './dealer-user';
import { toFieldErrors } from './field-errors';
import {
  adminListQuerySchema,
  globalSearchQuerySchema,
  LIST_QUERY_MESSAGES,
  listQuerySchema,
  MAX_LIST_FILTER_IDS,
  queueQuerySchema,
  sortFieldMessage,
} from './list-query';
import { notificationLogQuerySchema } from './notification';

const errors = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : toFieldErrors(r.error);
};

describe('list query (part 1 section 7: "params filter JSON, range, sort [field, order]"; DESIGN section 4)', () => {
  it('defaults: no filter, first page, "Default list sort id descending"', () => {
    expect(listQuerySchema.parse({})).toEqual({ filter: {}, range: [0, 24], sort: ['id', 'DESC'] });
  });
  it('parses the raw strings', () => {
    expect(
      listQuerySchema.parse({
        filter: '{"filterId":30,"appraisalTypeId":1,"stage":"payoff","q":"accord"}',
        range: '[25,49]',
        sort: '["expectedTotalProfit","DESC"]',
      }),
    ).toEqual({
      filter: { filterId: 30, appraisalTypeId: 1, stage: 'payoff', q: 'accord' },
      range: [25, 49],
      sort: ['expectedTotalProfit', 'DESC'],
    });
  });
  it('filter must be a JSON object of known keys', () => {
    expect(errors(listQuerySchema, { filter: '[1]' })).toEqual({ filter: 'filter must be a JSON object' });
    expect(errors(listQuerySchema, { filter: '{oops' })).toEqual({ filter: 'filter must be a JSON object' });
    expect(errors(listQuerySchema, { filter: '{"appraisalTypeId":3}' })).toEqual({
      'filter.appraisalTypeId': 'appraisalTypeId must be 1 or 2',
    });
    expect(errors(listQuerySchema, { filter: '{"dropTable":1}' })).toEqual({
      'filter.dropTable': 'Unrecognized key: "dropTable"',
    });
  });
  it('range: inclusive [start, end], start >= 0, end >= start, at most 1000 rows', () => {
    expect(listQuerySchema.parse({ range: '[0,999]' }).range).toEqual([0, 999]);
    expect(errors(listQuerySchema, { range: '[0,1000]' })).toEqual({ range: 'range may cover at most 1000 rows' });
    expect(errors(listQuerySchema, { range: '[-1,4]' })).toEqual({ range: 'range start must be 0 or more' });
    expect(errors(listQuerySchema, { range: '[5,4]' })).toEqual({ range: 'range end must not be before its start' });
    expect(errors(listQuerySchema, { range: '[0.5,4]' })).toEqual({
      range: 'range must be a JSON array [start, end] of whole numbers',
    });
    expect(errors(listQuerySchema, { range: '0-24' })).toEqual({
      range: 'range must be a JSON array [start, end] of whole numbers',
    });
    expect(errors(listQuerySchema, { range: ['[0,4]', '[5,9]'] })).toEqual({
      range: 'range must be a JSON array [start, end] of whole numbers',
    });
  });
  it('sort: field in the whitelist, order ASC or DESC', () => {
    expect(errors(listQuerySchema, { sort: '["password","ASC"]' })).toEqual({
      sort: 'sort field must be one of: id, updatedAt, runningStatus, reconditioningCost, expectedTotalProfit, adjustedPayoffAmount, year, make, inspectedMileage, model',
    });
    expect(errors(listQuerySchema, { sort: '["id","UP"]' })).toEqual({ sort: 'sort order must be ASC or DESC' });
    expect(errors(listQuerySchema, { sort: '"id"' })).toEqual({ sort: 'sort must be a JSON array [field, order]' });
    expect(sortFieldMessage(['a', 'b'])).toBe('sort field must be one of: a, b');
  });
  it('refuses any other parameter', () => {
    expect(errors(listQuerySchema, { order: 'DESC' })).toEqual({ order: 'Unrecognized key: "order"' });
  });
});

describe('other list queries', () => {
  it('global search: "filter.q, range [start, end]", first range 0 to 24, more than 2 characters', () => {
    expect(globalSearchQuerySchema.parse({ filter: '{"q":"hon"}' })).toEqual({ filter: { q: 'hon' }, range: [0, 24] });
    expect(errors(globalSearchQuerySchema, { filter: '{"q":"ho"}' })).toEqual({
      'filter.q': 'Type more than 2 characters to search.',
    });
    expect(errors(globalSearchQuerySchema, {})).toEqual({ 'filter.q': 'Type more than 2 characters to search.' });
  });
  it('queues: "the first range is 0 to 4"', () => {
    expect(queueQuerySchema.parse({})).toEqual({ range: [0, 4] });
    expect(queueQuerySchema.parse({ range: '[5,9]' })).toEqual({ range: [5, 9] });
  });
  it('admin lists sort by id, name, createdAt or updatedAt', () => {
    expect(adminListQuerySchema.parse({})).toEqual({ filter: {}, range: [0, 24], sort: ['name', 'ASC'] });
    expect(errors(adminListQuerySchema, { sort: '["make","ASC"]' })).toEqual({
      sort: 'sort field must be one of: id, name, createdAt, updatedAt',
    });
  });
});

describe('filter.id on every list (react-admin getMany: filter={"id":[...]})', () => {
  const lists = { listQuerySchema, adminListQuerySchema, dealerUserListQuerySchema, notificationLogQuerySchema };
  it.each(Object.entries(lists))(
    '%s takes one id or a list of ids, distinct, all of them without a range',
    (_, schema) => {
      const parsed = schema.parse({ filter: '{"id":[4,2,4,9]}' });
      expect(parsed.filter).toMatchObject({ id: [4, 2, 9] });
      expect(parsed.range).toEqual([0, 2]);
      expect(schema.parse({ filter: '{"id":7}' }).filter).toMatchObject({ id: [7] });
      expect(schema.parse({ filter: '{"id":[4,2]}', range: '[1,1]' }).range).toEqual([1, 1]);
      expect(schema.parse({ filter: '{"id":[]}' }).range).toEqual([0, 24]);
    },
  );
  it.each(Object.entries(lists))(
    '%s refuses ids that are not database ids, or more than a page of them',
    (_, schema) => {
      const tooMany = JSON.stringify(Array.from({ length: MAX_LIST_FILTER_IDS + 1 }, (_, i) => i + 1));
      for (const id of ['["x"]', '[1.5]', '0', '[-1]', '[2147483648]', '"3"', '[null]', tooMany]) {
        expect(errors(schema, { filter: `{"id":${id}}` })).toEqual({ 'filter.id': LIST_QUERY_MESSAGES.ids });
      }
    },
  );
});
