-- merchant console: reserved, nothing yet
SELECT 1;
