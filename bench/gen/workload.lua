-- workload.lua - a CPU-bound Lua workload for the nospec benchmarks.
-- lua workload.lua SCALE
-- Mixes what interpreters spend time on: table indexing with computed
-- keys, string building and pattern matching, closures and method calls,
-- sorting, integer and float arithmetic.  Deterministic: the output (one
-- checksum per part) must be identical for every build of the interpreter.

local scale = tonumber(arg and arg[1]) or 10

-- A small linear congruential generator, so every Lua build draws the
-- same numbers.
local seed = 12345
local function rand(n)
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed % n
end

-- Part 1: sieve and array indexing.
local function sieve(n)
  local composite = {}
  local count = 0
  for i = 2, n do
    if not composite[i] then
      count = count + 1
      for j = i * i, n, i do composite[j] = true end
    end
  end
  return count
end

-- Part 2: hash tables with string keys, string building.
local function words(n)
  local counts = {}
  local syllables = { "ka", "lo", "mi", "ne", "su", "ta", "ri", "po" }
  for _ = 1, n do
    local w = syllables[rand(8) + 1] .. syllables[rand(8) + 1]
              .. syllables[rand(8) + 1]
    counts[w] = (counts[w] or 0) + 1
  end
  local keys = {}
  for k in pairs(counts) do keys[#keys + 1] = k end
  table.sort(keys, function(a, b)
    if counts[a] ~= counts[b] then return counts[a] > counts[b] end
    return a < b
  end)
  local sum = 0
  for i = 1, #keys do sum = (sum * 31 + counts[keys[i]] * i) % 1000000007 end
  return sum
end

-- Part 3: string.format, gsub and find over generated text.
local function text(n)
  local parts = {}
  for i = 1, n do
    parts[#parts + 1] = string.format("item%05d=%d;", i, rand(100000))
  end
  local s = table.concat(parts)
  local total = 0
  for key, value in s:gmatch("item(%d+)=(%d+);") do
    total = (total + tonumber(key) * tonumber(value)) % 1000000007
  end
  local replaced, hits = s:gsub("=(%d)(%d)", "=%2%1")
  return (total + hits + #replaced) % 1000000007
end

-- Part 4: objects, closures and method calls.
local Account = {}
Account.__index = Account
function Account.new(balance) return setmetatable({ balance = balance }, Account) end
function Account:deposit(v) self.balance = self.balance + v end
function Account:withdraw(v)
  if v <= self.balance then self.balance = self.balance - v end
end

local function objects(n)
  local accounts = {}
  for i = 1, 100 do accounts[i] = Account.new(i * 10) end
  for _ = 1, n do
    local a = accounts[rand(100) + 1]
    if rand(2) == 0 then a:deposit(rand(50)) else a:withdraw(rand(70)) end
  end
  local sum = 0
  for i = 1, 100 do sum = sum + accounts[i].balance end
  return sum
end

-- Part 5: recursion and floating point.
local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end

local function mandel(size)
  local inside = 0
  for y = 0, size - 1 do
    local ci = 2.0 * y / size - 1.0
    for x = 0, size - 1 do
      local cr = 2.5 * x / size - 2.0
      local zr, zi, k = 0.0, 0.0, 0
      while k < 50 and zr * zr + zi * zi < 4.0 do
        zr, zi = zr * zr - zi * zi + cr, 2.0 * zr * zi + ci
        k = k + 1
      end
      if k == 50 then inside = inside + 1 end
    end
  end
  return inside
end

print("sieve", sieve(200000 * scale))
print("words", words(40000 * scale))
print("text", text(20000 * scale))
print("objects", objects(100000 * scale))
print("fib", fib(20 + math.floor(math.log(scale, 2))))
print("mandel", mandel(math.floor(60 * math.sqrt(scale))))
