import { describe, expect, it } from 'vitest';
import { insertAtCursor, variableToken } from './insert-at-cursor';

describe('inserting a variable where the cursor is', () => {
  it('replaces the selection and puts the caret after the token', () => {
    expect(insertAtCursor('Hello X,', 6, 7, variableToken('customer_first_name'))).toEqual({
      text: 'Hello {{customer_first_name}},',
      caret: 29,
    });
  });
  it('appends when the field never had a cursor, and clamps odd positions', () => {
    expect(insertAtCursor('Hi', null, null, '{{a}}')).toEqual({ text: 'Hi{{a}}', caret: 7 });
    expect(insertAtCursor('Hi', 9, 3, '{{a}}')).toEqual({ text: 'Hi{{a}}', caret: 7 });
  });
});
