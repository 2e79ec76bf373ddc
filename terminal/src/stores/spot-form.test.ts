import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HIDE_STOP_LOSS_KEY } from '../domain';
import { $pickedPrice, $stopLossHintHidden, clearPickedPrice, hideStopLossRecommendations, pickLevel, pickPrice } from './spot-form';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanTestStorage();
  clearPickedPrice();
});

describe('picked price', () => {
  it('hands a clicked book price to the order form, and a second click on it again', () => {
    pickPrice('61837.63000000', 1);
    expect($pickedPrice.get()).toEqual({ price: '61837.63000000', at: 1 });
    pickPrice('61837.63000000', 2);
    expect($pickedPrice.get()?.at).toBe(2);
  });

  it('hands a Shift-clicked level over with the amount up to it, and drops an amount that is not one', () => {
    pickLevel('61830', '3.5', 1);
    expect($pickedPrice.get()).toEqual({ price: '61830', amount: '3.5', at: 1 });
    pickLevel('61830', '0', 2);
    expect($pickedPrice.get()).toEqual({ price: '61830', at: 2 });
  });

  it('ignores text that is not a price', () => {
    pickPrice('-5', 1);
    pickPrice('', 2);
    expect($pickedPrice.get()).toBeNull();
  });
});

describe('stop-loss recommendation choice', () => {
  it('is saved locally when the trader hides it', () => {
    expect($stopLossHintHidden.get()).toBe(false);
    hideStopLossRecommendations(true);
    expect(getTestStorage()[HIDE_STOP_LOSS_KEY]).toBe('true');
  });

  it('reads a damaged saved value as "show"', () => {
    setTestStorageKey(HIDE_STOP_LOSS_KEY, 'yes please');
    expect($stopLossHintHidden.get()).toBe(false);
    setTestStorageKey(HIDE_STOP_LOSS_KEY, 'true');
    expect($stopLossHintHidden.get()).toBe(true);
  });
});
