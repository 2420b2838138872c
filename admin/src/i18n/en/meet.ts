// Video meeting with support (en): /meet on the configured Jitsi server (docs/meet.md).
export const menu = { meet: 'Meet' };

export const screens = {
  meet: {
    title: 'Video meeting',
    intro:
      'Start a video meeting and support is e-mailed at once to join within %{minutes} minutes. The meeting opens here in the page.',
    topic: 'What do you need help with? (optional)',
    topic_help: 'At most %{max} characters; support reads this in the e-mail.',
    topic_too_long: 'This is too long: at most %{max} characters.',
    start: 'Start meeting',
    starting: 'Starting the meeting…',
    failed: 'The meeting could not be started. Please try again.',
    support_told: 'Support has been e-mailed and will be in the meeting within %{minutes} minutes.',
    support_not_told:
      'The meeting is running, but the e-mail to support could not be sent. Please reach them another way.',
    frame_title: 'Video meeting',
    open_tab: 'Open in a new tab',
    leave: 'Leave the meeting',
  },
};

export const errorCodes = {
  meet_not_configured: 'No video meeting server is set up.',
  meet_topic_length: 'The topic may be at most 200 characters long.',
  meet_topic_type: 'The topic must be text.',
  meet_too_many: 'You have just started a few meetings. Please try again in a quarter of an hour.',
};
