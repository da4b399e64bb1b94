import { useEffect } from 'react';
import { ContractsStore, type ContractsState } from '../../../application/contracts/contractsState';
import { useObservableValue } from '../../app/useObservableValue';
import { useService } from '../../app/useService';

/** The contracts as the server derives them, loaded and followed while the view is shown. */
export function useContracts(): ContractsState {
  const store = useService(ContractsStore);
  useEffect(() => {
    store.open();
    return () => store.close();
  }, [store]);
  return useObservableValue(store.state$);
}
