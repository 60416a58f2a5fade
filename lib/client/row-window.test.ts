import { describe, expect, it } from 'vitest';
import { scrollTopToShow, visibleRows } from './row-window';

describe('visibleRows', () => {
  it('renders the rows in view plus the overscan on each side', () => {
    expect(visibleRows(560, 280, 56, 1000, 2)).toEqual({ start: 8, end: 17 });
  });

  it('counts a row cut by the bottom edge as in view', () => {
    expect(visibleRows(0, 100, 56, 1000, 0)).toEqual({ start: 0, end: 2 });
  });

  it('stays within the list at both ends', () => {
    expect(visibleRows(0, 280, 56, 1000, 8)).toEqual({ start: 0, end: 13 });
    expect(visibleRows(55_720, 280, 56, 1000, 8)).toEqual({ start: 987, end: 1000 });
    expect(visibleRows(0, 280, 56, 3, 8)).toEqual({ start: 0, end: 3 });
    expect(visibleRows(0, 280, 56, 0, 8)).toEqual({ start: 0, end: 0 });
  });

  it('renders only the overscan before the box is measured', () => {
    expect(visibleRows(0, 0, 56, 1000, 8)).toEqual({ start: 0, end: 8 });
  });

  it('does not go past the end when the list shrank under a deep scroll position', () => {
    expect(visibleRows(56_000, 280, 56, 10, 8)).toEqual({ start: 10, end: 10 });
  });
});

describe('scrollTopToShow', () => {
  it('leaves a row already whole in view where it is', () => {
    expect(scrollTopToShow(3, 56, 0, 280)).toBeNull();
    expect(scrollTopToShow(4, 56, 0, 280)).toBeNull();
  });

  it('brings a row above the view to the top', () => {
    expect(scrollTopToShow(2, 56, 560, 280)).toBe(112);
  });

  it('brings a row below the view, or cut by its bottom edge, to the bottom', () => {
    expect(scrollTopToShow(5, 56, 0, 280)).toBe(56);
    expect(scrollTopToShow(100, 56, 0, 280)).toBe(5376);
  });
});
