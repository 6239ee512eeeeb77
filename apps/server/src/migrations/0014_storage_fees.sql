-- storage fees (drop shipping): reserved, nothing yet
SELECT 1;
