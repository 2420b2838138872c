import { useTheme } from '@mui/material/styles';
import { useRef } from 'react';
import Joyride, { STATUS, type CallBackProps, type Step } from 'react-joyride';
import { useTranslate } from 'react-admin';
import type { TourStep } from './tourSteps';

/** react-joyride with the console's texts and colours; loaded only when a tour runs (it is not in the first bundle). */
const TourRunner = ({ steps, onEnd }: { steps: TourStep[]; onEnd: () => void }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const joyrideSteps: Step[] = steps.map((step) => ({
    target: step.target,
    title: translate(step.titleKey),
    content: translate(step.textKey, { area: step.label ? translate(step.label) : '' }),
    placement: step.target === 'body' ? 'center' : 'auto',
    disableBeacon: true,
  }));
  // Joyride reports a finished or skipped tour in more than one callback (the step's end and the tour's): end once.
  const ended = useRef(false);
  const callback = ({ status }: CallBackProps) => {
    if (ended.current || (status !== STATUS.FINISHED && status !== STATUS.SKIPPED)) return;
    ended.current = true;
    onEnd();
  };
  return (
    <Joyride
      steps={joyrideSteps}
      run
      continuous
      showProgress
      showSkipButton
      scrollToFirstStep
      disableScrollParentFix
      callback={callback}
      locale={{
        back: translate('app.tour.back'),
        close: translate('app.tour.close'),
        last: translate('app.tour.last'),
        next: translate('app.tour.next'),
        nextLabelWithProgress: translate('app.tour.next_progress'),
        skip: translate('app.tour.skip'),
      }}
      styles={{ options: { primaryColor: theme.palette.primary.main, zIndex: theme.zIndex.modal + 10 } }}
    />
  );
};

export default TourRunner;
